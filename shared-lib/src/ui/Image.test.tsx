import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '../platform/runtimeConfig';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeIntersectionObserver,
} from '../testing/fakeIntersectionObserver';
import { DEFAULT_FALLBACK_IMAGE, Image } from './Image';

describe('Image', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    setRuntimeConfig({
      apiBase: '',
      apiPrefix: '/api',
      mediaBase: '',
      imageCdn: { defaultHost: 'https://store.test', aliases: { 'store.test': 'cdn.test' } },
    });
  });
  afterEach(removeIntersectionObserver);

  it('waits until it comes near the viewport (200px margin, threshold 0.1), then loads', () => {
    render(<Image src="/p/1.png" alt="Product" preset="thumbnail" />);
    const img = screen.getByRole('img', { name: 'Product' });
    expect(img).not.toHaveAttribute('src');
    expect(img).toHaveAttribute('data-status', 'loading');
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.options).toEqual({ rootMargin: '200px', threshold: 0.1 });
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(img).toHaveAttribute('src', 'https://cdn.test/p/1.png?w=200&h=200&q=75');
    expect(img).toHaveAttribute(
      'srcset',
      'https://cdn.test/p/1.png?w=200&h=200&q=75 1x, https://cdn.test/p/1.png?w=400&h=400&q=75 2x',
    );
    expect(observer?.disconnected).toBe(true);
    act(() => {
      img.dispatchEvent(new Event('load'));
    });
    expect(img).toHaveAttribute('data-status', 'loaded');
  });

  it('shows the fallback image on error', () => {
    const onStatusChange = jest.fn();
    render(<Image src="https://x.test/a.png" alt="Banner" lazy={false} onStatusChange={onStatusChange} />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('src', 'https://x.test/a.png');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img).toHaveAttribute('src', DEFAULT_FALLBACK_IMAGE);
    expect(img).toHaveAttribute('data-status', 'error');
    expect(onStatusChange).toHaveBeenLastCalledWith('error');
  });

  it.each([undefined, null, ''])('counts a missing src (%p) as an error', (src) => {
    render(<Image src={src} alt="Avatar" fallbackSrc="/fallback.png" />);
    const img = screen.getByRole('img', { name: 'Avatar' });
    expect(img).toHaveAttribute('data-status', 'error');
    expect(img).toHaveAttribute('src', '/fallback.png');
  });

  it('uses native lazy loading without IntersectionObserver', () => {
    removeIntersectionObserver();
    render(<Image src="https://x.test/a.png" alt="Logo" preset="avatar" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', 'https://x.test/a.png?w=50&h=50&q=80&fmt=webp');
  });

  it('starts loading again for a new src', () => {
    const { rerender } = render(<Image src="https://x.test/a.png" alt="A" lazy={false} />);
    const img = screen.getByRole('img', { name: 'A' });
    act(() => {
      img.dispatchEvent(new Event('load'));
    });
    expect(img).toHaveAttribute('data-status', 'loaded');
    rerender(<Image src="https://x.test/b.png" alt="A" lazy={false} />);
    expect(img).toHaveAttribute('data-status', 'loading');
  });
});
