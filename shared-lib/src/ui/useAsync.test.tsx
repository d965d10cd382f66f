import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { answerFromPage, providePageAnswers } from '../api/pageAnswers';
import { fulfilled } from '../platform/tracked';
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
  afterEach(() => providePageAnswers(null));

  it('shows loading, then the answer; reload asks again', async () => {
    const load = jest.fn(() => Promise.resolve('Diamonds'));
    render(<Banner load={load} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Diamonds')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Again' }).click());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('while the page holds answers, the first render shows a settled load at once and loads no more', async () => {
    providePageAnswers({});
    const load = jest.fn(() => fulfilled('Held banner'));
    render(<Banner load={load} />);
    expect(screen.getByText('Held banner')).toBeInTheDocument();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load the page does not hold starts in the first render and its effect keeps it', async () => {
    providePageAnswers({});
    let finish: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<Banner load={load} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => finish('Arrived'));
    expect(screen.getByText('Arrived')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('hydrating what the server rendered', () => {
  afterEach(() => providePageAnswers(null));

  it('renders the same markup from the same answers, and what only the browser knows after', async () => {
    const page = (
      <main>
        <Banner load={() => answerFromPage(() => fulfilled('From the server'))} />
        <ClientOnly>
          <p>Only in the browser</p>
        </ClientOnly>
      </main>
    );
    providePageAnswers({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('From the serverAgain');

    const differences: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => differences.push(error) });
    });
    expect(differences).toEqual([]);
    expect(container.textContent).toBe('From the serverAgainOnly in the browser');
    container.remove();
  });
});
