// How store-api reaches the outside services in production, read from the environment. A service left
// unset is the sandbox's when sandboxes are on, and unavailable (503) when they are off.

/** A provider reached over HTTPS with an API key (the contracts are in README "Providers"). */
export interface HttpServiceSettings {
  url: string;
  apiKey: string;
}

/** An OAuth 2.0 provider: authorization-code exchange, then the OpenID Connect userinfo. */
export interface OauthSettings {
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** The redirect_uri the shop's authorize request names, sent again with the code. */
  redirectUri: string;
}

/** An S3-compatible bucket: browsers PUT to presigned URLs, files are read from publicUrl. */
export interface StorageSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export interface ProviderSettings {
  /** Shared secret of the payment provider's signed callbacks (PAYMENT_CALLBACK_SECRET). */
  paymentCallbackSecret?: string;
  payment?: HttpServiceSettings;
  identity?: HttpServiceSettings;
  oauth?: OauthSettings;
  storage?: StorageSettings;
  mail?: HttpServiceSettings;
  sms?: HttpServiceSettings;
}

/** HMAC keys shorter than this are too easy to guess. */
export const MIN_CALLBACK_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A group of variables that only make sense together: all unset gives undefined, all set the object,
 * some set throws, so a half-configured provider is caught at start rather than at a shopper's payment.
 */
function group<K extends string>(
  env: Env,
  names: Record<K, string>,
  urls: readonly NoInfer<K>[],
): Record<K, string> | undefined {
  const entries = Object.entries(names) as [K, string][];
  const values = entries.map(([key, name]) => [key, name, env[name]?.trim() ?? ''] as const);
  const given = values.filter(([, , value]) => value !== '');
  if (given.length === 0) return undefined;
  const missing = values.filter(([, , value]) => value === '').map(([, name]) => name);
  if (missing.length > 0) {
    throw new Error(`${given.map(([, name]) => name).join(', ')} need ${missing.join(', ')} as well.`);
  }
  for (const [key, name, value] of values) {
    if (urls.includes(key) && !/^https?:\/\/[^/]/.test(value))
      throw new Error(`${name} must be an http(s) URL.`);
  }
  return Object.fromEntries(values.map(([key, , value]) => [key, value])) as Record<K, string>;
}

const httpService = (env: Env, prefix: string): HttpServiceSettings | undefined =>
  group(env, { url: `${prefix}_API_URL`, apiKey: `${prefix}_API_KEY` }, ['url']);

export function readProviderSettings(env: Env): ProviderSettings {
  const secret = env.PAYMENT_CALLBACK_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < MIN_CALLBACK_SECRET_LENGTH) {
    throw new Error(
      `PAYMENT_CALLBACK_SECRET must be at least ${String(MIN_CALLBACK_SECRET_LENGTH)} characters.`,
    );
  }
  const settings: ProviderSettings = {
    ...(secret ? { paymentCallbackSecret: secret } : {}),
  };
  const payment = httpService(env, 'PAYMENT');
  if (payment) settings.payment = payment;
  const identity = httpService(env, 'IDENTITY');
  if (identity) settings.identity = identity;
  const mail = httpService(env, 'MAIL');
  if (mail) settings.mail = mail;
  const sms = httpService(env, 'SMS');
  if (sms) settings.sms = sms;
  const oauth = group(
    env,
    {
      tokenUrl: 'OAUTH_TOKEN_URL',
      userInfoUrl: 'OAUTH_USERINFO_URL',
      clientId: 'OAUTH_CLIENT_ID',
      clientSecret: 'OAUTH_CLIENT_SECRET',
      redirectUri: 'OAUTH_REDIRECT_URI',
    },
    ['tokenUrl', 'userInfoUrl', 'redirectUri'],
  );
  if (oauth) settings.oauth = oauth;
  const storage = group(
    env,
    {
      endpoint: 'STORAGE_ENDPOINT',
      bucket: 'STORAGE_BUCKET',
      region: 'STORAGE_REGION',
      accessKeyId: 'STORAGE_ACCESS_KEY_ID',
      secretAccessKey: 'STORAGE_SECRET_ACCESS_KEY',
      publicUrl: 'STORAGE_PUBLIC_URL',
    },
    ['endpoint', 'publicUrl'],
  );
  if (storage) settings.storage = storage;
  if (settings.payment && !settings.paymentCallbackSecret) {
    throw new Error(
      'PAYMENT_API_URL needs PAYMENT_CALLBACK_SECRET as well: payments change only through signed callbacks.',
    );
  }
  return settings;
}
