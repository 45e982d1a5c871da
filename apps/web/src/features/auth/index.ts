// The account feature's public entry (issue 20): the app's session guard and user menu, and the
// account screens, each loaded on demand as its own chunk. Nothing else reaches inside.
export { RequireSession } from './components/require-session';
export { UserMenu } from './components/user-menu';
export { watchAccountChanges } from './lib/account-change';

export const loadLoginPage = () => import('./login-page').then((module) => module.LoginPage);
export const loadRegisterPage = () =>
  import('./register-page').then((module) => module.RegisterPage);
export const loadFindPasswordPage = () =>
  import('./find-password-page').then((module) => module.FindPasswordPage);
export const loadResetPasswordPage = () =>
  import('./reset-password-page').then((module) => module.ResetPasswordPage);
export const loadLoginThirdPartyPage = () =>
  import('./login-third-party-page').then((module) => module.LoginThirdPartyPage);
export const loadRegisterThirdPartyPage = () =>
  import('./register-third-party-page').then((module) => module.RegisterThirdPartyPage);
export const loadUserSuccessPage = () =>
  import('./user-success-page').then((module) => module.UserSuccessPage);
export const loadRegisterPhonePage = () =>
  import('./register-phone-page').then((module) => module.RegisterPhonePage);
export const loadRegisterSuccessPage = () =>
  import('./register-success-page').then((module) => module.RegisterSuccessPage);
