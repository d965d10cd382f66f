// /contact's head: the contact entry of the store's metadata.
import { staticHead } from '../page/staticHead';

export const head = staticHead('contact');
