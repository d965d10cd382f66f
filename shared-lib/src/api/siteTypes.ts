// Shapes of the "Other" calls of the store API that several apps read.
import type { Item, Loose, ResponseData } from './responseData';

/** `symbol` may be absent from a list stored before the store sent it. */
export type Currency = Loose<Item<ResponseData<'/hms/currency/v2', 'get'>>, 'symbol'>;

/** What feedback and partner enquiries answer: the stored record's id. */
export interface CreatedRecord {
  id: number;
}
