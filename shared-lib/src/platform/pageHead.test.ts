import { collectPageHead, statePageHead } from './pageHead';

describe('the page head a render states', () => {
  it('is kept only while the server collects, later statements winning, unset parts left alone', () => {
    statePageHead({ title: 'not collected' });
    const take = collectPageHead();
    statePageHead({ title: 'Home', description: 'Route text', keywords: 'games' });
    statePageHead({ title: 'An article', description: undefined });
    expect(take()).toEqual({ title: 'An article', description: 'Route text', keywords: 'games' });
    // Taken: nothing more is collected.
    statePageHead({ title: 'after' });
    expect(collectPageHead()()).toEqual({});
  });
});
