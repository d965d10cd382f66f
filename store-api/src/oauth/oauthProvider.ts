// The third-party login seam: the shop sends the one-time code it got back
// to POST /sso/oauth2/code; the provider says, server to server, whose account the code stands for.
// The sandbox (sandbox/oauthSandbox.ts) is one provider; httpOauthProvider a standard OAuth 2.0 one.
import type { OauthSettings } from '../providers/providerSettings';
import { callProvider, providerFailed, stringField } from '../providers/providerCall';

export interface OauthAccount {
  email: string;
  nickname: string;
}

export interface OauthProvider {
  /** The account a one-time code stands for (the code is used up), or null when the provider refuses it. */
  redeem(code: string): Promise<OauthAccount | null>;
}

const SERVICE = 'sign-in provider';

/**
 * RFC 6749's authorization-code grant at the token endpoint (client id and secret in the form), then
 * OpenID Connect's userinfo with the access token: `email` (refused when `email_verified` is false) and
 * `name` (or `nickname`, else the address's local part).
 */
export function httpOauthProvider(settings: OauthSettings): OauthProvider {
  return {
    async redeem(code) {
      const token = await callProvider(SERVICE, settings.tokenUrl, {
        form: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: settings.redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        },
      });
      // The provider's 400 (invalid_grant and the like) is a code it refuses, not an outage.
      if (token.status === 400 || token.status === 401) return null;
      const accessToken = stringField(token.body, 'access_token');
      if (token.status >= 300 || !accessToken) throw providerFailed(SERVICE);
      const info = await callProvider(SERVICE, settings.userInfoUrl, { apiKey: accessToken });
      const email = stringField(info.body, 'email');
      if (info.status >= 300 || !email) throw providerFailed(SERVICE);
      if ((info.body as Record<string, unknown>).email_verified === false) return null;
      const nickname =
        stringField(info.body, 'name') ?? stringField(info.body, 'nickname') ?? email.split('@')[0] ?? email;
      return { email: email.toLowerCase(), nickname: nickname.slice(0, 32) };
    },
  };
}
