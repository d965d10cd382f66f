// What a server-rendered page was rendered with, written into it by the store's server (shell/server)
// and read by bootstrap: the read cache's entries (the page's loader data), and whom it was rendered
// for. The browser hydrates with them only when it would render the same page: the same session (or
// none), currency and country as it stores. Otherwise it renders the page afresh.
import type { Currency, UserInfo } from '@topup/shared-lib';
import { parsedObject } from './parsedObject';
import { PAGE_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';
import { type PageDataEntries } from '../pageRuntime';

export interface RenderedFor {
  /** The mark of the member's session (platform/personalView.ts sessionMark), or null: a guest. */
  session: string | null;
  currency: string;
  country: string;
}

export interface PageState {
  entries: PageDataEntries;
  renderedFor: RenderedFor;
  /** The member the header was rendered with, or null. */
  member: UserInfo | null;
  /** The store's currencies the page was priced with (none when the server could not read them). */
  currencies: Currency[];
}

function isRenderedFor(value: unknown): value is RenderedFor {
  const fields = value as Partial<RenderedFor> | null;
  return (
    typeof fields?.currency === 'string' &&
    typeof fields.country === 'string' &&
    (fields.session === null || typeof fields.session === 'string')
  );
}

/** The state of the page the server rendered, or null: nothing rendered (or a broken block). */
export function readPageState(doc: Document = document): PageState | null {
  if (!doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return null;
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  const state = text ? parsedObject(text) : null;
  if (!state || !isRenderedFor(state.renderedFor)) return null;
  const entries = state.entries;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) return null;
  return {
    entries: entries as PageDataEntries,
    renderedFor: state.renderedFor,
    member: (state.member as UserInfo | null | undefined) ?? null,
    currencies: Array.isArray(state.currencies) ? (state.currencies as Currency[]) : [],
  };
}

/** Whether the browser, with what it stores, renders the page the server rendered. */
export function sameShopper(rendered: RenderedFor, stored: RenderedFor): boolean {
  return (
    rendered.session === stored.session &&
    rendered.currency === stored.currency &&
    rendered.country === stored.country
  );
}
