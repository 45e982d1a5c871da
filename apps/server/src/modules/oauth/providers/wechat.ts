import type { OAuthConfig } from '../../../config.js';
import {
  asRecord,
  callProvider,
  optionalString,
  providerFailed,
  type ProviderProfile,
  type RoundTrip,
  type SignInProvider,
} from './provider.js';

/** WeChat answers failures with HTTP 200 and `errcode`/`errmsg`. */
function wechatError(body: Record<string, unknown>): string | undefined {
  return typeof body.errcode === 'number' && body.errcode !== 0
    ? `${body.errcode} ${String(body.errmsg)}`
    : undefined;
}

/**
 * WeChat Open Platform website login: the browser goes to the QR-code page (`qrconnect`,
 * scope `snsapi_login`), the person scans it with WeChat, and WeChat sends the browser back with
 * a code. The code is traded with the app secret for an access token and the openid/unionid.
 * WeChat has no PKCE; the state (bound to this browser by a cookie) guards the round trip. The
 * unionid, when the app has one, is the same across the company's apps, so it is the subject.
 */
export function wechatProvider(config: NonNullable<OAuthConfig['wechat']>): SignInProvider {
  return {
    id: 'wechat',
    async authorizationUrl(trip: RoundTrip) {
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        appid: config.clientId,
        redirect_uri: trip.redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state: trip.state,
      }).toString();
      url.hash = 'wechat_redirect';
      return url.toString();
    },

    async finish(code: string): Promise<ProviderProfile> {
      const tokenUrl = new URL(`${config.apiUrl}/sns/oauth2/access_token`);
      tokenUrl.search = new URLSearchParams({
        appid: config.clientId,
        secret: config.clientSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = asRecord((await callProvider('wechat', tokenUrl.toString())).body);
      const accessToken = optionalString(token.access_token);
      const openid = optionalString(token.openid);
      if (wechatError(token) || !accessToken || !openid) {
        providerFailed('wechat', `access_token refused: ${wechatError(token) ?? 'no token'}`);
      }
      const infoUrl = new URL(`${config.apiUrl}/sns/userinfo`);
      infoUrl.search = new URLSearchParams({ access_token: accessToken, openid }).toString();
      const info = asRecord((await callProvider('wechat', infoUrl.toString())).body);
      if (wechatError(info)) providerFailed('wechat', `userinfo refused: ${wechatError(info)}`);
      return {
        subject: optionalString(info.unionid) ?? optionalString(token.unionid) ?? openid,
        displayName: optionalString(info.nickname),
        email: null,
        emailVerified: false,
        avatarUrl: optionalString(info.headimgurl),
      };
    },
  };
}
