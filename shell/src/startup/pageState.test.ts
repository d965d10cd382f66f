import { PAGE_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from './pageMarkers';
import { readPageState, sameShopper } from './pageState';

const GUEST = { session: null, currency: 'USD', country: 'US' };

function page(state: string | null, rendered = true): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"${rendered ? ` ${SERVER_RENDERED_ATTRIBUTE}` : ''}></div>`;
  if (state !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_STATE_ID;
    block.textContent = state;
    doc.head.append(block);
  }
  return doc;
}

describe('readPageState', () => {
  it('reads the entries and whom a rendered page was rendered for', () => {
    const state = {
      entries: { 'storefront/HomePage /': { data: 1 } },
      renderedFor: GUEST,
      member: null,
      currencies: [{ code: 'USD', symbol: '$', rate: 1, defaultSelect: true }],
    };
    expect(readPageState(page(JSON.stringify(state)))).toEqual(state);
  });

  it('reads nothing from a page the server did not render, or a broken block', () => {
    expect(readPageState(page(JSON.stringify({ entries: {}, renderedFor: GUEST }), false))).toBeNull();
    expect(readPageState(page('{not json'))).toBeNull();
    expect(readPageState(page(JSON.stringify({ entries: [], renderedFor: GUEST })))).toBeNull();
    expect(readPageState(page(JSON.stringify({ entries: {}, renderedFor: { session: 1 } })))).toBeNull();
    expect(readPageState(page(null))).toBeNull();
  });
});

describe('sameShopper', () => {
  it('hydrates only for the same session, currency and country', () => {
    expect(sameShopper(GUEST, { ...GUEST })).toBe(true);
    expect(sameShopper(GUEST, { ...GUEST, session: 'abcd1234' })).toBe(false);
    expect(sameShopper(GUEST, { ...GUEST, currency: 'TWD' })).toBe(false);
    expect(sameShopper(GUEST, { ...GUEST, country: 'TW' })).toBe(false);
  });
});
