import { combineTours, type TourResults } from './tours';

const tour = (ms: number[], reactDownloads = 1): TourResults => ({
  sharedDownloads: {
    react: { downloads: reactDownloads, from: reactDownloads > 1 ? ['shell', 'storefront'] : ['shell'] },
  },
  jumps: ms.map((value, index) => ({
    from: `r${index}`,
    to: `r${index + 1}`,
    ms: value,
    how: 'link' as const,
  })),
  jumpMedianMs: Number.NaN,
});

describe('combineTours', () => {
  it('gives each jump the median of the tours, keeping every sample', () => {
    const combined = combineTours([tour([152, 124]), tour([138, 130]), tour([141, 120])]);
    expect(combined.jumps.map((jump) => [jump.ms, jump.samples])).toEqual([
      [141, [152, 138, 141]],
      [124, [124, 130, 120]],
    ]);
    expect(combined.jumpMedianMs).toBe(132.5);
  });

  it('reports a shared library downloaded twice in any one tour', () => {
    const combined = combineTours([tour([100]), tour([100], 2), tour([100])]);
    expect(combined.sharedDownloads.react).toEqual({ downloads: 2, from: ['shell', 'storefront'] });
  });

  it('refuses to make figures of no tour', () => {
    expect(() => combineTours([])).toThrow('no tour measured');
  });
});
