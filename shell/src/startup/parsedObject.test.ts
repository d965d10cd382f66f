import { parsedObject } from './parsedObject';

describe('parsedObject', () => {
  it('gives a JSON object', () => {
    expect(parsedObject('{"apiBase":"","slug":"a"}')).toEqual({ apiBase: '', slug: 'a' });
  });

  it('gives null for broken JSON, an array, null or a plain value', () => {
    for (const text of ['{"apiBase":', '["a"]', 'null', '"text"', '42', '']) {
      expect(parsedObject(text)).toBeNull();
    }
  });
});
