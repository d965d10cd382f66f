import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeIntersectionObserver,
} from '../testing/fakeIntersectionObserver';
import { useNearViewport } from './useNearViewport';

function Section({ lazy }: { lazy?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, lazy);
  return (
    <section ref={ref} aria-label="Reviews">
      {near ? 'near' : 'far'}
    </section>
  );
}

describe('useNearViewport', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(removeIntersectionObserver);

  it('turns true once the element comes within the margin, then stops watching', () => {
    render(<Section />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(section).toHaveTextContent('far');
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.observed).toEqual([section]);
    expect(observer?.options).toEqual({ rootMargin: '200px', threshold: 0.1 });
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(section).toHaveTextContent('far');
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(section).toHaveTextContent('near');
    expect(observer?.disconnected).toBe(true);
  });

  it('is true at once when not lazy, or without IntersectionObserver', () => {
    render(<Section lazy={false} />);
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveTextContent('near');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    removeIntersectionObserver();
    render(<Section />);
    expect(screen.getAllByRole('region', { name: 'Reviews' })[1]).toHaveTextContent('near');
  });

  it('stops watching when the element goes away', () => {
    const { unmount } = render(<Section />);
    unmount();
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });
});
