import { createUid } from './identity';

describe('random ids', () => {
  it('creates a UUID without dashes', () => {
    expect(createUid()).toMatch(/^[0-9a-f]{32}$/);
    expect(createUid()).not.toBe(createUid());
  });
});
