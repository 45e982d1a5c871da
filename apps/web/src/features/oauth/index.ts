// Sign-in through a provider (issue 20's public entry): the buttons and linked accounts the
// account screens show, the ticket a provider round trip leaves, and the app's result notice.
export { useBindTicket } from './api/bind-ticket';
export { useRegisterWithTicket } from './api/register-with-ticket';
export { LinkedAccounts } from './components/linked-accounts';
export { OAuthFailure } from './components/oauth-failure';
export { OAuthResultNotice } from './components/oauth-result-notice';
export { ProviderButtons } from './components/provider-buttons';
export { ProviderIcon } from './components/provider-icon';
export { loginReturnTo } from './lib/login-return-to';
export { PROVIDER_NAME_KEY } from './lib/provider-names';
export { forgetTicket } from './lib/ticket-storage';
export { providerParam, useTicketProfile } from './lib/use-ticket-profile';
