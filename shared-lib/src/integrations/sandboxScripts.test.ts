import type { RuntimeConfig } from '../platform';
import { withSandboxPaymentScripts } from './sandboxScripts';

const base: RuntimeConfig = { apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} };

describe('withSandboxPaymentScripts', () => {
  it('points a config without payment scripts at the store-api sandbox behind the API prefix', () => {
    expect(withSandboxPaymentScripts(base).scripts).toEqual({
      paymentSdkController: '/api/sandbox/pay/sdk/controller.js',
      paymentSdkElements: '/api/sandbox/pay/sdk/elements.js',
    });
  });

  it('keeps configured URLs', () => {
    const config = { ...base, scripts: { paymentSdkController: 'https://x/c.js' } };
    expect(withSandboxPaymentScripts(config).scripts).toEqual({
      paymentSdkController: 'https://x/c.js',
      paymentSdkElements: '/api/sandbox/pay/sdk/elements.js',
    });
  });

  it('never adds sandbox URLs in production', () => {
    const prod: RuntimeConfig = { ...base, environment: 'prod' };
    expect(withSandboxPaymentScripts(prod).scripts).toBeUndefined();
  });
});
