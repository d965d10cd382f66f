// The session's payloads of the store API (the login popup's others are the shell's: shell/src/login/loginPayloads.ts).

export interface EmailLoginPayload {
  email: string;
  password: string;
}

/** The data model "Phone prefix entry" as the server sends it. */
export interface PhonePrefix {
  label: string;
  value: string;
  defaultSelect: boolean;
  /** Alpha-2 country, for the flag. */
  country?: string;
}
