import { AlipayProvider } from './alipay-provider.js';
import type { PaymentSettings } from './payment-config.js';
import type { PaymentProvider, PaymentProviderId } from './payment-provider.js';
import type { ProviderFetch } from './provider-http.js';
import { SandboxPaymentProvider } from './sandbox-provider.js';
import { WechatPayProvider } from './wechat-provider.js';

export interface PaymentProviders {
  /** The enabled providers by id; a missing id is PAYMENT_PROVIDER_UNAVAILABLE. */
  byId: ReadonlyMap<PaymentProviderId, PaymentProvider>;
  /** The sandbox with its own methods (for the pay page), when it is enabled. */
  sandbox: SandboxPaymentProvider | null;
}

/** Builds the providers `paymentProvidersFromEnv` enabled; all real calls go through `fetch`. */
export function createPaymentProviders(
  settings: PaymentSettings,
  deps: { fetch: ProviderFetch; now?: () => Date },
): PaymentProviders {
  const byId = new Map<PaymentProviderId, PaymentProvider>();
  if (settings.alipay) {
    byId.set('alipay', new AlipayProvider({ ...settings.alipay, ...deps }));
  }
  if (settings.wechat) {
    byId.set('wechat', new WechatPayProvider({ ...settings.wechat, ...deps }));
  }
  const sandbox = settings.sandbox
    ? new SandboxPaymentProvider({ ...settings.sandbox, ...(deps.now ? { now: deps.now } : {}) })
    : null;
  if (sandbox) byId.set('sandbox', sandbox);
  return { byId, sandbox };
}
