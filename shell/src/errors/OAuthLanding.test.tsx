// The landing page's chunk is mocked: each test decides whether it loads.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { OAuthLanding } from './OAuthLanding';

/** The next load of the landing page's chunk fails with this, when set. */
let mockFailure: Error | null = null;

jest.mock('./OAuthSuccessPage', () => {
  if (mockFailure) throw mockFailure;
  return { OAuthSuccessPage: () => <p>Landing page</p> };
});

describe('OAuthLanding', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it("shows the landing page's first line while its chunk comes, and Retry when it cannot", async () => {
    mockFailure = new Error('The landing page failed to evaluate.');
    renderWithStores(<OAuthLanding />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the store is not available right now',
    );

    mockFailure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });

  it('shows the landing page once its chunk is in', async () => {
    renderWithStores(<OAuthLanding />);
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });
});
