// /about's head: the about entry of the store's metadata (spec 2).
import { staticHead } from '../page/staticHead';

export const head = staticHead('about');
