// A page the store's server rendered (scripts/serve/serverRender.ts): `#root` holds its markup and the
// page the answers it was rendered with. The browser hydrates it only when its first render will be
// the server's: for a shopper whose stored choices would change the page (a session stored outside
// the store's own code, so without the personal-view cookie) it renders the page afresh.
import { personalViewStored, type PageAnswers } from '@topup/shared-lib';
import { parsedObject } from './parsedObject';
import { PAGE_ANSWERS_ID, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';

/** The answers of a server-rendered page to hydrate, or null: render the page afresh. */
export function serverRenderedAnswers(doc: Document = document): PageAnswers | null {
  if (!doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return null;
  if (personalViewStored()) return null;
  const text = doc.getElementById(PAGE_ANSWERS_ID)?.textContent;
  return text ? parsedObject(text) : null;
}
