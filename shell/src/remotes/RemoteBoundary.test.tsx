import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>remote page</p>;
}

function Harness({ onRetry }: { onRetry(error: unknown): void }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      resetKey={String(attempt)}
      onRetry={(error) => {
        onRetry(error);
        setAttempt((n) => n + 1);
      }}
      fallback={(_error, retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    >
      <Flaky />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback when the remote throws, and the page again after Retry', async () => {
    broken = true;
    const onRetry = jest.fn();
    render(<Harness onRetry={onRetry} />);
    expect(screen.queryByText('remote page')).not.toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(screen.getByText('remote page')).toBeInTheDocument();
  });
});
