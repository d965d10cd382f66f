// /about's head: the about entry of the store's metadata.
import { staticHead } from '../page/staticHead';

export const head = staticHead('about');
