import { act, render, screen } from '@testing-library/react';
import '../i18n/registerShellStrings';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { testStores } from '@topup/shared-lib/testing';
import { ShellProviders } from '../app/ShellProviders';
import { RemotePage } from './RemotePage';
import { RemoteUnavailableError } from './remoteErrors';
import { loadRemoteModule } from './remoteRegistry';
import { firstPageShown } from './pageShown';
import { PageDataCache } from '../pageRuntime';

// Its own file: firstPageShown settles once for the whole module, and here the first page fails.
jest.mock('./remoteRegistry', () => ({
  generationOf: () => 0,
  resetRemote: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

it('counts a first page that shows its failure as shown, so the work waiting for it runs', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The page's remote cannot load: its area shows the fallback, never the page.
  jest.mocked(loadRemoteModule).mockRejectedValue(new RemoteUnavailableError('content', new Error('down')));
  let shown = false;
  void firstPageShown.then(() => (shown = true));
  render(
    <ShellProviders stores={testStores()} cache={new PageDataCache()}>
      <MemoryRouter initialEntries={['/blog/guides/first']}>
        <Routes>
          <Route
            path="/blog/:slug/:title"
            element={<RemotePage remote="content" module="FailingArticle" params={{ title: 'first' }} />}
          />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await act(async () => Promise.resolve());
  expect(shown).toBe(true);
});
