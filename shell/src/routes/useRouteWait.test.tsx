import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ROUTE_WAIT_MS, useRouteWait } from './useRouteWait';

// The test drives navigation from outside the tree, as a link click would from inside.
const nav: { go: (path: string) => void } = { go: () => undefined };
const go = (path: string) => nav.go(path);

function Shown() {
  const navigate = useNavigate();
  useEffect(() => {
    nav.go = (path) => void navigate(path);
  }, [navigate]);
  const shown = useRouteWait(useLocation());
  return <output aria-label="shown">{`${shown.pathname}${shown.search}`}</output>;
}

describe('useRouteWait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a new page about 100 ms later, a new search on the same page at once', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Shown />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('shown')).toHaveTextContent('/a');
    act(() => go('/b'));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/a');
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/b');
    act(() => go('/b?x=1'));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/b?x=1');
  });

  it('a quick second navigation wins over the first', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Shown />
      </MemoryRouter>,
    );
    act(() => go('/b'));
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS / 2));
    act(() => go('/c'));
    act(() => jest.advanceTimersByTime(ROUTE_WAIT_MS));
    expect(screen.getByLabelText('shown')).toHaveTextContent('/c');
  });
});
