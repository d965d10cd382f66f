import {
  STORAGE_KEYS,
  removeStored,
  sessionMark,
  userStore,
  writeStored,
  type UserInfo,
} from '@topup/shared-lib';
import { serverRenderedAnswers } from './serverRendered';

const MEMBER = { id: 7, nickname: 'Ann', createTime: '2026-01-01T00:00:00Z' } as UserInfo;
const RENDERED_FOR = { session: sessionMark('Bearer s'), info: MEMBER };
const ANSWERS = { '/homs/order?pageNum=1&pageSize=5': { list: [] } };

/** A page as the store's server writes it (scripts/serve/serverRender.ts). */
function page(renderedFor: string | null, member?: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const marker = renderedFor === null ? '' : ` data-server-rendered="${renderedFor}"`;
  doc.body.innerHTML =
    `<script type="application/json" id="page-answers">${JSON.stringify(ANSWERS)}</script>` +
    (member === undefined
      ? ''
      : `<script type="application/json" id="page-member">${JSON.stringify(member)}</script>`) +
    `<div id="root"${marker}><main>rendered</main></div>`;
  return doc;
}

function storeSession(token: string | null): void {
  if (token) writeStored(STORAGE_KEYS.userToken, token);
  else removeStored(STORAGE_KEYS.userToken, STORAGE_KEYS.user);
  userStore.restore();
}

describe('serverRenderedAnswers', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(null);
  });

  it("hydrates a first visit's page for a shopper with nothing stored that changes it", () => {
    expect(serverRenderedAnswers(page(''))).toEqual(ANSWERS);
    expect(serverRenderedAnswers(page(null))).toBeNull();
    storeSession('Bearer s');
    expect(serverRenderedAnswers(page(''))).toBeNull();
  });

  it("hydrates a member's page for the member, with the info it was rendered with", () => {
    storeSession('Bearer s');
    writeStored(STORAGE_KEYS.user, { ...MEMBER, nickname: 'Old name' });
    userStore.restore();
    expect(serverRenderedAnswers(page('member', RENDERED_FOR))).toEqual(ANSWERS);
    expect(userStore.info).toEqual(MEMBER);
  });

  it("renders a member's page afresh without the session it was rendered for, with other choices, or without its member", () => {
    expect(serverRenderedAnswers(page('member', RENDERED_FOR))).toBeNull();
    expect(userStore.info).toBeNull();
    storeSession('Bearer s');
    expect(serverRenderedAnswers(page('member'))).toBeNull();
    expect(serverRenderedAnswers(page('member', { ...RENDERED_FOR, info: { nickname: 'x' } }))).toBeNull();
    // Rendered for another session (a cookie other code wrote): not this member's page.
    expect(
      serverRenderedAnswers(page('member', { ...RENDERED_FOR, session: sessionMark('Bearer t') })),
    ).toBeNull();
    expect(userStore.info).toBeNull();
    writeStored(STORAGE_KEYS.currencyCode, 'TWD');
    expect(serverRenderedAnswers(page('member', RENDERED_FOR))).toBeNull();
  });
});
