import type { Item, Loose, ResponseData } from './responseData';

/** A phone prefix entry as the server sends it; `country` (alpha-2) is the flag's. */
export type PhonePrefix = Loose<Item<ResponseData<'/sso/register/phone/prefix', 'get'>>, 'country'>;
