import type { Item, Loose, ResponseData } from './responseData';

// The session's payloads of the store API (the login popup's others are the shell's: shell/src/login/loginPayloads.ts).

export interface EmailLoginPayload {
  email: string;
  password: string;
}

/** The data model "Phone prefix entry" as the server sends it; `country` (alpha-2) is the flag's. */
export type PhonePrefix = Loose<Item<ResponseData<'/sso/register/phone/prefix', 'get'>>, 'country'>;
