import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from './create-payment-providers.js';
import { PaymentConfigError, paymentProvidersFromEnv } from './payment-config.js';
import { createProviderFetch } from './provider-http.js';

const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const PUBLIC_PEM = otherKeys.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const OPTIONS = {
  publicUrl: 'https://heron.example.com/',
  sandboxKey: 'sandbox-key-0123456789abcdef',
};

const ALIPAY = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: PRIVATE_PEM,
  ALIPAY_PUBLIC_KEY: PUBLIC_PEM,
};
const WECHAT = {
  WECHAT_PAY_MCH_ID: '1900000001',
  WECHAT_PAY_APP_ID: 'wxd678efh567hg6787',
  WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHAT_PAY_PRIVATE_KEY: PRIVATE_PEM,
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: PUBLIC_PEM,
  WECHAT_PAY_API_V3_KEY: 'a3f5c0e1b2d4968778695a4b3c2d1e0f',
};

function problems(env: Record<string, string>, options = OPTIONS): string[] {
  try {
    paymentProvidersFromEnv(env, options);
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentConfigError);
    const listed = (error as PaymentConfigError).problems;
    // No problem ever repeats a secret back.
    for (const line of listed) {
      expect(line).not.toContain('PRIVATE KEY-----');
      expect(line).not.toContain(WECHAT.WECHAT_PAY_API_V3_KEY.slice(0, 8));
    }
    return listed;
  }
  throw new Error('expected a PaymentConfigError');
}

describe('which payment providers are enabled', () => {
  it('only the sandbox, outside production with nothing configured', () => {
    const settings = paymentProvidersFromEnv({}, OPTIONS);
    expect(settings.enabled).toEqual(['sandbox']);
    expect(settings.sandbox).toEqual({
      publicUrl: 'https://heron.example.com',
      key: OPTIONS.sandboxKey,
    });
    expect(paymentProvidersFromEnv({ NODE_ENV: 'test' }, OPTIONS).enabled).toEqual(['sandbox']);
  });

  it('nothing in production, unless PAYMENT_SANDBOX=true', () => {
    expect(paymentProvidersFromEnv({ NODE_ENV: 'production' }, OPTIONS).enabled).toEqual([]);
    expect(
      paymentProvidersFromEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }, OPTIONS).enabled,
    ).toEqual(['sandbox']);
  });

  it('PAYMENT_SANDBOX=false keeps the sandbox off; a value that is not a boolean is an error', () => {
    expect(paymentProvidersFromEnv({ PAYMENT_SANDBOX: 'false' }, OPTIONS).enabled).toEqual([]);
    expect(problems({ PAYMENT_SANDBOX: 'maybe' })).toEqual([
      'PAYMENT_SANDBOX must be true or false',
    ]);
  });

  it('Alipay with its three variables, replacing the sandbox; the default gateway', () => {
    const settings = paymentProvidersFromEnv(ALIPAY, OPTIONS);
    expect(settings.enabled).toEqual(['alipay']);
    expect(settings.alipay).toMatchObject({
      appId: '2021000000000001',
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
    expect(settings.alipay!.privateKey.type).toBe('private');
    expect(settings.alipay!.alipayPublicKey.type).toBe('public');
    expect(settings.sandbox).toBeNull();
  });

  it('both real providers, and the sandbox beside them when asked for', () => {
    const settings = paymentProvidersFromEnv(
      {
        ...ALIPAY,
        ...WECHAT,
        PAYMENT_SANDBOX: 'true',
        ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
        WECHAT_PAY_API_BASE: 'https://wx.example/',
      },
      OPTIONS,
    );
    expect(settings.enabled).toEqual(['alipay', 'wechat', 'sandbox']);
    expect(settings.alipay!.gateway).toBe('https://openapi-sandbox.dl.alipaydev.com/gateway.do');
    expect(settings.wechat).toMatchObject({
      mchId: '1900000001',
      apiBase: 'https://wx.example',
      apiV3Key: WECHAT.WECHAT_PAY_API_V3_KEY,
    });
  });

  it('reads a key from a file path, from a one-line PEM with \\n, and from bare base64', () => {
    const files: Record<string, string> = { '/etc/heron/alipay-app.pem': PRIVATE_PEM };
    const readFile = (path: string) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT');
      return text;
    };
    const bare = (appKeys.privateKey.export({ type: 'pkcs8', format: 'der' }) as Buffer).toString(
      'base64',
    );
    for (const privateKey of [
      '/etc/heron/alipay-app.pem',
      PRIVATE_PEM.replace(/\n/g, '\\n'),
      bare,
    ]) {
      const settings = paymentProvidersFromEnv(
        { ...ALIPAY, ALIPAY_PRIVATE_KEY: privateKey },
        { ...OPTIONS, readFile },
      );
      expect(settings.alipay!.privateKey.asymmetricKeyType).toBe('rsa');
    }
  });

  it('a partial set names what is missing', () => {
    expect(problems({ ALIPAY_APP_ID: '1', ALIPAY_PUBLIC_KEY: PUBLIC_PEM })).toEqual([
      'ALIPAY_PRIVATE_KEY must be set together with ALIPAY_APP_ID, ALIPAY_PUBLIC_KEY',
    ]);
    const { WECHAT_PAY_SERIAL_NO: _s, WECHAT_PAY_API_V3_KEY: _k, ...partial } = WECHAT;
    expect(problems(partial)).toEqual([
      expect.stringMatching(
        /^WECHAT_PAY_SERIAL_NO, WECHAT_PAY_API_V3_KEY must be set together with WECHAT_PAY_MCH_ID/,
      ),
    ]);
  });

  it('empty variables count as unset', () => {
    expect(
      paymentProvidersFromEnv({ ALIPAY_APP_ID: ' ', WECHAT_PAY_MCH_ID: '' }, OPTIONS).enabled,
    ).toEqual(['sandbox']);
  });

  it('names an unreadable key, a wrong kind of key, a bad gateway and a short APIv3 key, all at once', () => {
    const listed = problems({
      ...ALIPAY,
      ALIPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnonsense\n-----END PRIVATE KEY-----',
      ALIPAY_GATEWAY: 'ftp://gateway',
      ...WECHAT,
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: PRIVATE_PEM.replace('PRIVATE', 'PUBLIC').replace(
        'PRIVATE',
        'PUBLIC',
      ),
      WECHAT_PAY_API_V3_KEY: 'a3f5c0e1b2d4968778695a4b3c2d1e0',
    });
    expect(listed).toEqual([
      expect.stringMatching(/^ALIPAY_PRIVATE_KEY must be an RSA private key/),
      'ALIPAY_GATEWAY must be an http:// or https:// address',
      expect.stringMatching(/^WECHAT_PAY_PLATFORM_PUBLIC_KEY must be an RSA public key/),
      'WECHAT_PAY_API_V3_KEY must be exactly 32 bytes (it is 31)',
    ]);
  });

  it('refuses a sandbox key too short to be a secret', () => {
    expect(problems({}, { ...OPTIONS, sandboxKey: 'short' })).toEqual([
      'the sandbox key must be at least 16 bytes',
    ]);
  });
});

describe('building the providers', () => {
  it('builds exactly the enabled ones', () => {
    const fetch = createProviderFetch({ policy: 'open' });
    const all = createPaymentProviders(
      paymentProvidersFromEnv({ ...ALIPAY, ...WECHAT, PAYMENT_SANDBOX: 'true' }, OPTIONS),
      { fetch },
    );
    expect([...all.byId.keys()]).toEqual(['alipay', 'wechat', 'sandbox']);
    expect(all.sandbox).toBe(all.byId.get('sandbox'));
    const none = createPaymentProviders(
      paymentProvidersFromEnv({ NODE_ENV: 'production' }, OPTIONS),
      { fetch },
    );
    expect(none.byId.size).toBe(0);
    expect(none.sandbox).toBeNull();
  });
});
