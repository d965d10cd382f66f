import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { track, type Tracked } from './tracked';
import { useSettled } from './useSettled';

function Shown({ load }: { load: Tracked<string> }) {
  useSettled(load);
  return <p>{load.status === 'fulfilled' ? load.value : (load.status ?? 'pending')}</p>;
}

describe('track', () => {
  it('says on the promise how it settled, without an unhandled rejection', async () => {
    const done = track(Promise.resolve('page'));
    await done;
    await Promise.resolve();
    expect(done).toMatchObject({ status: 'fulfilled', value: 'page' });
    const failure = new Error('offline');
    const failed = track(Promise.reject(failure));
    await expect(failed).rejects.toBe(failure);
    expect(failed).toMatchObject({ status: 'rejected', reason: failure });
  });
});

describe('useSettled', () => {
  it('renders again when the load settles', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = track(new Promise<string>((res) => (resolve = res)));
    render(<Shown load={load} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    resolve('the page');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('renders again when the load settled after the render but before the effect', async () => {
    // Pending when rendered; settled by the time effects run (the status handler ran in between).
    const load: Tracked<string> = Promise.resolve('the page');
    function SettleBeforeEffects() {
      useLayoutEffect(() => {
        Object.assign(load, { status: 'fulfilled', value: 'the page' });
      }, []);
      return null;
    }
    render(
      <>
        <Shown load={load} />
        <SettleBeforeEffects />
      </>,
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
