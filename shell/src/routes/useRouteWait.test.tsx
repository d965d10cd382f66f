import { useEffect, useMemo } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { ROUTE_WAIT_MS, useRouteWait } from './useRouteWait';

// The test drives navigation from outside the tree, as a link click would from inside, and decides
// when each address's page has loaded.
const nav: { go: (path: string) => void } = { go: () => undefined };
const go = (path: string) => nav.go(path);
const loads = new Map<string, { promise: Promise<void>; resolve: () => void }>();
const loaded = (path: string) => act(async () => loads.get(path)?.resolve());

function loadOf(location: Location): Promise<void> {
  const path = `${location.pathname}${location.search}`;
  let load = loads.get(path);
  if (!load) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    load = { promise, resolve };
    loads.set(path, load);
  }
  return load.promise;
}

function Shown() {
  const navigate = useNavigate();
  useEffect(() => {
    nav.go = (path) => void navigate(path);
  }, [navigate]);
  const requested = useLocation();
  const ready = useMemo(() => loadOf(requested), [requested]);
  const { location, slow } = useRouteWait(requested, ready);
  return (
    <>
      <output aria-label="shown">{`${location.pathname}${location.search}`}</output>
      {slow && <p>slow</p>}
    </>
  );
}

const start = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shown />
    </MemoryRouter>,
  );

describe('useRouteWait', () => {
  beforeEach(() => {
    loads.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows a new page once it has loaded, or about 100 ms later', async () => {
    start('/a');
    act(() => go('/b'));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/a');
    await loaded('/b');
    expect(screen.getByLabelText('shown')).toHaveTextContent('/b');
    act(() => go('/c'));
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/c');
  });

  it('keeps the page as it was while another address of it loads, and says when that is slow', async () => {
    start('/user');
    act(() => go('/user?tab=order'));
    expect(screen.getByLabelText('shown')).toHaveTextContent(/^\/user$/);
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS));
    expect(screen.getByLabelText('shown')).toHaveTextContent(/^\/user$/);
    expect(screen.getByText('slow')).toBeInTheDocument();
    await loaded('/user?tab=order');
    expect(screen.getByLabelText('shown')).toHaveTextContent('/user?tab=order');
    expect(screen.queryByText('slow')).not.toBeInTheDocument();
  });

  it('a quick second navigation wins over the first', async () => {
    start('/a');
    act(() => go('/b'));
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS / 2));
    act(() => go('/c'));
    await loaded('/b');
    expect(screen.getByLabelText('shown')).toHaveTextContent('/a');
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/c');
  });
});
