// A page the store's server rendered (scripts/serve/serverRender.ts): `#root` holds its markup and the
// page the answers it was rendered with. The browser hydrates it only when its first render will be
// the server's, which storage tells (the cookies the server went by follow it, shared-lib
// platform/personalView.ts):
// - a first visit's page, for a shopper with nothing stored that changes it;
// - a page rendered for a member (a public page, or the member's own), for a member with nothing else
//   stored that changes it. The page also holds the member info it was rendered with, which the user
//   store takes first (fresher than the stored copy).
// Otherwise (storage changed outside the store's own code, so the cookies did not follow) the page is
// rendered afresh.
import { personalView, userStore, PERSONAL_VIEWS, type PageAnswers } from '@topup/shared-lib';
import { parsedObject } from './parsedObject';
import { MEMBER_RENDERED, PAGE_ANSWERS_ID, PAGE_MEMBER_ID, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';

/** The JSON object of a data block the server wrote, or null. */
function pageData(doc: Document, id: string): Record<string, unknown> | null {
  const text = doc.getElementById(id)?.textContent;
  return text ? parsedObject(text) : null;
}

/** The answers of a server-rendered page to hydrate, or null: render the page afresh. */
export function serverRenderedAnswers(doc: Document = document): PageAnswers | null {
  const renderedFor = doc.getElementById('root')?.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (renderedFor === null || renderedFor === undefined) return null;
  const view = personalView();
  if (renderedFor === MEMBER_RENDERED) {
    if (view !== PERSONAL_VIEWS.member) return null;
    if (!userStore.adoptRenderedInfo(pageData(doc, PAGE_MEMBER_ID))) return null;
  } else if (view !== null) {
    return null;
  }
  return pageData(doc, PAGE_ANSWERS_ID);
}
