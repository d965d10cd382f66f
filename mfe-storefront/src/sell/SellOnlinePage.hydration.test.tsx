import { testStores } from '@topup/shared-lib/testing';
import { serverRendered } from '../testing/serverRendered';
import SellOnlinePage from './SellOnlinePage';

describe('the sell-online page rendered by the server', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hydrates to the same form, with the country the request named', async () => {
    const server = testStores({ session: null, country: 'TW' });
    const served = serverRendered(
      { Page: SellOnlinePage, path: '/sellOnline', route: '/sellOnline', data: null },
      server,
    );
    // The picker's chosen value, as the form sends it (the field shows the country's name).
    const country = () => served.container.querySelector<HTMLInputElement>('input[name="country"]');
    expect(country()?.value).toBe('TW');

    // The browser's stores know the same country (the request's cookie mirrors its storage).
    const browser = testStores({ session: null, country: 'TW' });
    jest.spyOn(browser.api.sso, 'phonePrefixes').mockResolvedValue([]);
    expect(await served.hydrate(browser)).toEqual([]);
    expect(country()?.value).toBe('TW');
    served.container.remove();
  });
});
