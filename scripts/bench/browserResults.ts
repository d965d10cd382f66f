// What one browser run of the bench measures: its own file, named by the runs and by the tours that
// combine them.

export interface BrowserResults {
  /** Per shared library: how many copies were downloaded (must be 1), and from which apps. */
  sharedDownloads: Record<string, { downloads: number; from: string[] }>;
  /**
   * Client-side jump (click or history push) to the next remote's page content, after 2 s idle: the
   * median of the tours' times (`samples`: each tour's).
   */
  jumps: { from: string; to: string; ms: number; how: 'link' | 'history'; samples?: number[] }[];
  jumpMedianMs: number;
  memory: {
    routes: number;
    heapAfterRound1Mb: number;
    heapAfterRound2Mb: number;
    growthPercent: number;
  };
}
