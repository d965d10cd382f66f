import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ROUTE_WAIT_MS, useRouteWait } from './useRouteWait';

let go: (path: string) => void = () => undefined;

function Shown() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
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
