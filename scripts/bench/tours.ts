// Several tours of the remotes as one set of figures.
import type { BrowserResults } from './browserResults';
import { median } from './stats';

export type TourResults = Pick<BrowserResults, 'sharedDownloads' | 'jumps' | 'jumpMedianMs'>;

/**
 * One figure per jump: the tours' median (one tour's jump varies from tour to tour by more than its
 * margin to the target). Per shared library, the tour that saw the most downloads, so that one
 * duplicate in any tour still shows.
 */
export function combineTours(tours: TourResults[]): TourResults {
  const [first] = tours;
  if (!first) throw new Error('no tour measured');
  const jumps = first.jumps.map((jump, index) => {
    const samples = tours.map((tour) => tour.jumps[index]?.ms ?? Number.NaN);
    return { ...jump, ms: median(samples), samples };
  });
  const sharedDownloads = Object.fromEntries(
    Object.keys(first.sharedDownloads).map((pkg) => {
      const seen = tours.map((tour) => tour.sharedDownloads[pkg] ?? { downloads: 0, from: [] });
      return [pkg, seen.reduce((most, entry) => (entry.downloads > most.downloads ? entry : most))];
    }),
  );
  return { sharedDownloads, jumps, jumpMedianMs: median(jumps.map((jump) => jump.ms)) };
}
