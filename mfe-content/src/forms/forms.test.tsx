import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  getRuntimeConfig,
  i18n,
  resetLoadedScripts,
  setRuntimeConfig,
  type RuntimeConfig,
  type Stores,
} from '@topup/shared-lib';
import { chooseOption, fakeScriptLoads, setWindowGlobal, testStores } from '@topup/shared-lib/testing';
import { type CaptchaResult } from './captchaGlobal';
import * as AboutPage from '../about/AboutPage';
import * as ContactPage from '../contact/ContactPage';
import { enquiryApi } from './enquiryApi';
import { renderRoutePage } from 'shell/testing';

// Typing into many fields is slow on a busy 2-core machine: room to finish, not a speed check.
jest.setTimeout(30_000);

const CAPTCHA_URL = 'https://captcha.test/captcha.js';
let captchaRet = 0;
let scriptLoads: ReturnType<typeof fakeScriptLoads> | null = null;
const baseConfig: RuntimeConfig = getRuntimeConfig();

/** Runtime config with the captcha; the fake script's challenge answers `captchaRet`. */
function withCaptcha() {
  resetLoadedScripts();
  setRuntimeConfig({ ...baseConfig, scripts: { captcha: CAPTCHA_URL }, captchaAppId: 'app-test' });
  scriptLoads = fakeScriptLoads(() => {
    setWindowGlobal(
      'TopupCaptcha',
      class {
        constructor(
          readonly appId: string,
          readonly callback: (result: CaptchaResult) => void,
        ) {}
        show() {
          this.callback(captchaRet === 0 ? { ret: 0, ticket: 't-1', randstr: 'r-1' } : { ret: captchaRet });
        }
      },
    );
    return 'load';
  });
}

let stores: Stores;

/** The page as the shell shows it at its address, with this test's stores. */
async function showPage(module: typeof AboutPage | typeof ContactPage, path: string, name: string) {
  renderRoutePage(module, { path, route: path, stores });
  return screen.findByRole('region', { name });
}

beforeEach(() => {
  stores = testStores();
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  scriptLoads?.stop();
  scriptLoads = null;
  captchaRet = 0;
  setRuntimeConfig(baseConfig);
});

describe('feedback form (contact page)', () => {
  it('checks the fields with the shared validators before sending', async () => {
    const send = jest.spyOn(enquiryApi(stores.api), 'feedback');
    const form = await showPage(ContactPage, '/contact', 'Send us feedback');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByLabelText('Your message')).toHaveAccessibleDescription(
      'Between 5 and 2000 characters. This field is required.',
    );
    await userEvent.type(within(form).getByLabelText('Your message'), 'hey');
    expect(within(form).getByText('Enter between 5 and 2000 characters.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Email for our answer (optional)'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('passes the captcha, then sends and confirms', async () => {
    withCaptcha();
    const send = jest.spyOn(enquiryApi(stores.api), 'feedback').mockResolvedValue({ id: 7 });
    const form = await showPage(ContactPage, '/contact', 'Send us feedback');
    await userEvent.selectOptions(within(form).getByLabelText('Topic'), 'A payment');
    await userEvent.type(within(form).getByLabelText('Your message'), '  The card page was slow.  ');
    await userEvent.type(within(form).getByLabelText('Email for our answer (optional)'), 'me@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you, your feedback has been sent.',
    );
    expect(scriptLoads?.srcs).toEqual([CAPTCHA_URL]);
    expect(send).toHaveBeenCalledWith({
      type: 'payment',
      content: 'The card page was slow.',
      contact: 'me@example.com',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Send another' }));
    expect(within(form).getByLabelText('Your message')).toHaveValue('');
  });

  it('does not send when the captcha fails, and keeps the message', async () => {
    withCaptcha();
    captchaRet = 1;
    const send = jest.spyOn(enquiryApi(stores.api), 'feedback');
    const form = await showPage(ContactPage, '/contact', 'Send us feedback');
    await userEvent.type(within(form).getByLabelText('Your message'), 'Please add more games');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The security check failed. Please try again. What you entered is still here.',
    );
    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Your message')).toHaveValue('Please add more games');
  });
});

describe('partner form (about page)', () => {
  beforeEach(() => {
    jest.spyOn(stores.api.sso, 'phonePrefixes').mockResolvedValue([
      { value: '+1', label: 'United States', country: 'US', defaultSelect: true },
      { value: '+886', label: 'Taiwan', country: 'TW', defaultSelect: false },
    ]);
  });

  // First to render the pickers in this file: after it the names stay loaded for the whole file.
  it('holds the country in a disabled field until the names load, then names all in zh-TW', async () => {
    await stores.phonePrefix.load();
    await i18n.changeLanguage('zh-TW');
    try {
      const form = await showPage(AboutPage, '/zh-TW/about', '成為合作夥伴');
      const country = within(form).getByRole('combobox', { name: '國家或地區' });
      const prefix = within(form).getByRole('combobox', { name: '電話國碼' });
      expect(country).toBeDisabled();
      expect(country).toHaveValue('正在載入國家或地區…');
      // Until then the prefixes show their flag and code, never the server's English names.
      expect(prefix).toHaveValue('🇺🇸 +1');

      await waitFor(() => expect(country).toBeEnabled());
      expect(country).toHaveValue('美國');
      expect(prefix).toHaveValue('🇺🇸 +1 美國');
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('validates name, email, phone and message', async () => {
    const send = jest.spyOn(enquiryApi(stores.api), 'partner');
    const form = await showPage(AboutPage, '/about', 'Partner with us');
    await userEvent.type(within(form).getByLabelText('Email'), 'partner@');
    await userEvent.type(within(form).getByLabelText('Phone (optional)'), '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(within(form).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a phone number of at least 3 digits.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your enquiry')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the country and the phone with its prefix; a refused send keeps every value', async () => {
    const send = jest
      .spyOn(enquiryApi(stores.api), 'partner')
      .mockRejectedValueOnce(
        new ApiError(400, 'Keep it to at most 2000 characters.', '/public/partner', { field: 'message' }),
      )
      .mockResolvedValueOnce({ id: 3 });
    const form = await showPage(AboutPage, '/about', 'Partner with us');
    const prefix = within(form).getByRole('combobox', { name: 'Phone prefix' });
    await waitFor(() => expect(prefix).toHaveValue('🇺🇸 +1 United States'));
    const country = within(form).getByRole('combobox', { name: 'Country or region' });
    await waitFor(() => expect(country).toBeEnabled());
    await chooseOption(userEvent.setup(), country, 'taiw', 'Taiwan');
    expect(prefix).toHaveValue('🇹🇼 +886 Taiwan');
    await userEvent.type(within(form).getByLabelText('Your name'), 'Mei Lin');
    await userEvent.type(within(form).getByLabelText('Email'), 'mei@studio.test');
    await userEvent.type(within(form).getByLabelText('Phone (optional)'), '912345678');
    await userEvent.type(within(form).getByLabelText('Your enquiry'), 'We publish two mobile games.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));

    // The store's sentence about one field stands under that field.
    expect(await within(form).findByRole('alert')).toHaveTextContent('Keep it to at most 2000 characters.');
    expect(within(form).getByLabelText('Your enquiry')).toHaveAccessibleDescription(
      /Keep it to at most 2000 characters\./,
    );
    expect(send).toHaveBeenLastCalledWith({
      name: 'Mei Lin',
      email: 'mei@studio.test',
      message: 'We publish two mobile games.',
      country: 'TW',
      phone: '+886 912345678',
    });
    expect(within(form).getByLabelText('Your name')).toHaveValue('Mei Lin');
    expect(within(form).getByLabelText('Phone (optional)')).toHaveValue('912345678');
    expect(within(form).getByLabelText('Country or region')).toHaveValue('Taiwan');
    expect(within(form).getByLabelText('Your enquiry')).toHaveValue('We publish two mobile games.');

    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you, your enquiry has been sent.',
    );
  });
});
