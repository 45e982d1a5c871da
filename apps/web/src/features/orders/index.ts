// Billing's public entry (issue 20): its screens, each its own chunk.
export const loadOrderSuccessPage = () =>
  import('./order-success-page').then((module) => module.OrderSuccessPage);
export const loadOrderCancelPage = () =>
  import('./order-cancel-page').then((module) => module.OrderCancelPage);
export const loadSandboxPayPage = () =>
  import('./sandbox-pay-page').then((module) => module.SandboxPayPage);
export const loadSubscriptionPage = () =>
  import('./subscription-page').then((module) => module.SubscriptionPage);
export const loadOrderManagePage = () =>
  import('./order-manage-page').then((module) => module.OrderManagePage);
export const loadPointsPage = () => import('./points-page').then((module) => module.PointsPage);
