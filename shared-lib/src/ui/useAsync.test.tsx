import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ClientOnly } from './ClientOnly';
import { useAsync } from './useAsync';

function Banner({ load }: { load: () => Promise<string> }) {
  const state = useAsync(load, []);
  if (state.status === 'loading') return <p>Loading…</p>;
  if (state.status === 'error') return <p>Failed</p>;
  return (
    <p>
      {state.data}
      <button type="button" onClick={state.reload}>
        Again
      </button>
    </p>
  );
}

describe('useAsync', () => {
  it('shows loading, then the answer; reload asks again', async () => {
    const load = jest.fn(() => Promise.resolve('Diamonds'));
    render(<Banner load={load} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Diamonds')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Again' }).click());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a failure, and Retry asks again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('Back online');
    function Retrying() {
      const state = useAsync(load, []);
      if (state.status === 'error') {
        return (
          <button type="button" onClick={state.reload}>
            Retry
          </button>
        );
      }
      return <p>{state.status === 'success' ? state.data : 'Loading…'}</p>;
    }
    render(<Retrying />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(async () => retry.click());
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows an answer only for the inputs it was asked with: a late answer never shows for newer ones', async () => {
    const answers = new Map<string, (value: string) => void>();
    function Product({ id }: { id: string }) {
      const state = useAsync(() => new Promise<string>((resolve) => answers.set(id, resolve)), [id]);
      return <p>{state.status === 'success' ? state.data : 'Loading…'}</p>;
    }
    const { rerender } = render(<Product id="a" />);
    rerender(<Product id="b" />);
    await act(async () => answers.get('a')?.('Answer for a'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => answers.get('b')?.('Answer for b'));
    expect(screen.getByText('Answer for b')).toBeInTheDocument();
  });
});

describe('hydrating what the server rendered', () => {
  it('renders the same markup first (loading, nothing browser-only), the answer and the rest after', async () => {
    const page = (
      <main>
        <Banner load={() => Promise.resolve('In the browser')} />
        <ClientOnly>
          <p>Only in the browser</p>
        </ClientOnly>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('Loading…');

    const differences: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => differences.push(error) });
    });
    expect(differences).toEqual([]);
    expect(container.textContent).toBe('In the browserAgainOnly in the browser');
    container.remove();
  });
});
