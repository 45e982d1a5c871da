/** The screens a provider round trip ends on (spec §2). */
export const OAUTH_PATHS = {
  loginThirdParty: '/user/login-3party',
  registerThirdParty: '/user/register-3party',
} as const;
