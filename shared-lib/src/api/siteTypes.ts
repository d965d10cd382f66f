// Shapes of the "Other" calls of the store API that several apps read.

/** Code, rate, defaultSelect. */
export interface Currency {
  code: string;
  rate: number;
  defaultSelect: boolean;
  symbol?: string;
}

/** What feedback and partner enquiries answer: the stored record's id. */
export interface CreatedRecord {
  id: number;
}
