import type { RuntimeConfig } from '../platform';
import { withSandboxScripts } from './sandboxScripts';

const base: RuntimeConfig = { apiBase: '', apiPrefix: '/api', mediaBase: '' };

describe('withSandboxScripts', () => {
  it('points a config without vendor scripts at the store-api sandboxes behind the API base and prefix', () => {
    expect(withSandboxScripts({ ...base, apiBase: 'https://api.example' }).scripts).toEqual({
      paymentSdkController: 'https://api.example/api/sandbox/pay/sdk/controller.js',
      paymentSdkElements: 'https://api.example/api/sandbox/pay/sdk/elements.js',
      identityWidget: 'https://api.example/api/sandbox/identity/widget.js',
    });
  });

  it('keeps configured URLs and other scripts', () => {
    const config = {
      ...base,
      scripts: { paymentSdkController: 'https://x/c.js', chat: 'https://x/chat.js' },
    };
    expect(withSandboxScripts(config).scripts).toEqual({
      paymentSdkController: 'https://x/c.js',
      paymentSdkElements: '/api/sandbox/pay/sdk/elements.js',
      identityWidget: '/api/sandbox/identity/widget.js',
      chat: 'https://x/chat.js',
    });
  });

  it('never adds sandbox URLs in production', () => {
    const prod: RuntimeConfig = { ...base, environment: 'prod' };
    expect(withSandboxScripts(prod).scripts).toBeUndefined();
  });
});
