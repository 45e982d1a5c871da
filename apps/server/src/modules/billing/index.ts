// The billing module's public entry: other modules and the app import only from here.
export { registerBilling } from './register-billing.js';
export { orderNoOf } from './order-view.js';
