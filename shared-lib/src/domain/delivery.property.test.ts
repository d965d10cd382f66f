import fc from 'fast-check';
import { parseDelivery } from './delivery';

// Labels without a colon (the split is at the FIRST colon) and without edge spaces (values are trimmed).
const label = fc.string().filter((s) => !/[:：]/.test(s) && s === s.trim());
const value = fc.string().filter((s) => s === s.trim());

describe('parseDelivery properties', () => {
  it('splits "label:value" at the first colon, half- or full-width', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(label, fc.constantFrom(':', '：'), value)), (parts) => {
        const raw = JSON.stringify(parts.map(([l, colon, v]) => `${l}${colon}${v}`));
        expect(parseDelivery(raw)).toEqual(parts.map(([l, , v]) => ({ label: l, value: v })));
      }),
    );
  });
  it('never throws and drops non-string entries', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(Array.isArray(parseDelivery(raw))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (list) => {
        const strings = list.filter((entry) => typeof entry === 'string');
        expect(parseDelivery(JSON.stringify(list))).toHaveLength(strings.length);
      }),
    );
  });
});
