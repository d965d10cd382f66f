import { PAGE_KEEP_MS, PAGE_STALE_MS, pageCache, type PageCacheOutcome } from './pageCache';

interface Request {
  path: string;
  member?: boolean;
}

function setup() {
  let clock = 0;
  let renders = 0;
  const outcomes: PageCacheOutcome[] = [];
  const cached = pageCache<Request, { html: string; rendered: boolean }>(
    async (request) => ({ html: `${request.path} #${++renders}`, rendered: true }),
    (request) => (request.member ? null : request.path),
    (page) => page.rendered,
    () => clock,
    (outcome) => outcomes.push(outcome),
  );
  return {
    cached,
    outcomes,
    advance: (ms: number) => (clock += ms),
    renders: () => renders,
  };
}

describe('pageCache', () => {
  it('renders a guest page once for a burst of requests', async () => {
    const { cached, renders } = setup();
    const pages = await Promise.all(Array.from({ length: 20 }, () => cached({ path: '/' })));
    expect(new Set(pages.map((page) => page.html))).toEqual(new Set(['/ #1']));
    expect(renders()).toBe(1);
  });

  it('tells how each guest request was answered: a render, a kept page, a stale one', async () => {
    const { cached, advance, outcomes } = setup();
    await cached({ path: '/' });
    await cached({ path: '/' });
    await cached({ path: '/user', member: true });
    advance(PAGE_KEEP_MS + 1);
    await cached({ path: '/' });
    expect(outcomes).toEqual(['miss', 'hit', 'stale']);
  });

  it('never keeps a member page', async () => {
    const { cached, renders } = setup();
    await cached({ path: '/user', member: true });
    await cached({ path: '/user', member: true });
    expect(renders()).toBe(2);
  });

  it('serves a stale page while one request renders it afresh, then the fresh one', async () => {
    const { cached, advance, renders } = setup();
    await cached({ path: '/blog' });
    advance(PAGE_KEEP_MS + 1);
    const stale = cached({ path: '/blog' });
    const meanwhile = cached({ path: '/blog' });
    expect((await stale).html).toBe('/blog #1');
    expect((await meanwhile).html).toBe('/blog #1');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cached({ path: '/blog' })).html).toBe('/blog #2');
    expect(renders()).toBe(2);
  });

  it('renders afresh once a kept page is too old to serve', async () => {
    const { cached, advance } = setup();
    await cached({ path: '/top-up' });
    advance(PAGE_STALE_MS + 1);
    expect((await cached({ path: '/top-up' })).html).toBe('/top-up #2');
  });

  it('keeps no page that may not be kept (sent for the browser to render)', async () => {
    let renders = 0;
    const cached = pageCache<Request, { rendered: boolean }>(
      async () => ({ rendered: ++renders > 1 }),
      (request) => request.path,
      (page) => page.rendered,
    );
    expect(await cached({ path: '/' })).toEqual({ rendered: false });
    await Promise.resolve();
    expect(await cached({ path: '/' })).toEqual({ rendered: true });
    expect(await cached({ path: '/' })).toEqual({ rendered: true });
    expect(renders).toBe(2);
  });
});
