import fs from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { ALIPAY_DEFAULT_GATEWAY } from './alipay-provider.js';
import type { PaymentProviderId } from './payment-provider.js';
import { readPrivateKey, readPublicKey } from './rsa-sha256.js';
import { WECHAT_DEFAULT_API_BASE } from './wechat-provider.js';

/**
 * Which payment providers this instance offers, from the environment. Keys are read and parsed
 * here, so a bad key stops the start with the variable's name instead of failing a buyer later.
 * A value is never echoed: they are secrets.
 */

export interface AlipaySettings {
  appId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
  gateway: string;
}

export interface WechatPaySettings {
  mchId: string;
  appId: string;
  serialNo: string;
  privateKey: KeyObject;
  platformPublicKey: KeyObject;
  apiV3Key: string;
  apiBase: string;
}

export interface SandboxSettings {
  publicUrl: string;
  key: string | Buffer;
}

export interface PaymentSettings {
  /** The providers a buyer may choose, in the order to offer them. */
  enabled: PaymentProviderId[];
  alipay: AlipaySettings | null;
  wechat: WechatPaySettings | null;
  sandbox: SandboxSettings | null;
}

export interface PaymentEnvOptions {
  /** The address people reach Heron at; the sandbox QR points there. */
  publicUrl: string;
  /** The sandbox's HMAC key (at least 16 bytes); the integrator derives it from the secrets key. */
  sandboxKey: string | Buffer;
  /** Reads a key file given by path; `fs.readFileSync` unless told (tests give a fake). */
  readFile?: (path: string) => string;
}

export class PaymentConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid payment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'PaymentConfigError';
  }
}

const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHAT_VARS = [
  'WECHAT_PAY_MCH_ID',
  'WECHAT_PAY_APP_ID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
  'WECHAT_PAY_API_V3_KEY',
] as const;

/**
 * Alipay when ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY are set (ALIPAY_GATEWAY
 * optional); WeChat Pay when all six WECHAT_PAY_* are set (WECHAT_PAY_API_BASE optional). Part
 * of a set is a mistake and names what is missing. The sandbox is on when PAYMENT_SANDBOX=true,
 * or when no real provider is configured outside production; PAYMENT_SANDBOX=false keeps it off.
 * Empty variables count as unset. Throws PaymentConfigError listing every problem at once.
 */
export function paymentProvidersFromEnv(
  env: Record<string, string | undefined>,
  options: PaymentEnvOptions,
): PaymentSettings {
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const problems: string[] = [];
  const readFile = options.readFile ?? ((path: string) => fs.readFileSync(path, 'utf8'));

  const key = (name: string, kind: 'private' | 'public'): KeyObject | undefined => {
    const value = get(name)!;
    let text = value;
    // A PEM is recognised by its armour; anything else may be a path, else bare base64.
    if (!value.includes('-----BEGIN')) {
      try {
        text = readFile(value);
      } catch {
        text = value;
      }
    }
    try {
      return kind === 'private' ? readPrivateKey(text) : readPublicKey(text);
    } catch {
      problems.push(
        `${name} must be an RSA ${kind} key: PEM text, bare base64, or the path of a readable PEM file`,
      );
      return undefined;
    }
  };
  const url = (name: string, fallback: string) => {
    const value = get(name);
    if (value === undefined) return fallback;
    if (!/^https?:\/\/[^/\s]+/.test(value)) {
      problems.push(`${name} must be an http:// or https:// address`);
    }
    return value;
  };
  const complete = (vars: readonly string[]) => {
    const missing = vars.filter((name) => get(name) === undefined);
    if (missing.length === vars.length) return false;
    if (missing.length > 0) {
      const present = vars.filter((name) => !missing.includes(name));
      problems.push(`${missing.join(', ')} must be set together with ${present.join(', ')}`);
      return false;
    }
    return true;
  };

  let alipay: AlipaySettings | null = null;
  if (complete(ALIPAY_VARS)) {
    const privateKey = key('ALIPAY_PRIVATE_KEY', 'private');
    const alipayPublicKey = key('ALIPAY_PUBLIC_KEY', 'public');
    const gateway = url('ALIPAY_GATEWAY', ALIPAY_DEFAULT_GATEWAY);
    if (privateKey && alipayPublicKey) {
      alipay = { appId: get('ALIPAY_APP_ID')!, privateKey, alipayPublicKey, gateway };
    }
  }

  let wechat: WechatPaySettings | null = null;
  if (complete(WECHAT_VARS)) {
    const privateKey = key('WECHAT_PAY_PRIVATE_KEY', 'private');
    const platformPublicKey = key('WECHAT_PAY_PLATFORM_PUBLIC_KEY', 'public');
    const apiBase = url('WECHAT_PAY_API_BASE', WECHAT_DEFAULT_API_BASE).replace(/\/+$/, '');
    const apiV3Key = get('WECHAT_PAY_API_V3_KEY')!;
    const keyBytes = Buffer.byteLength(apiV3Key, 'utf8');
    if (keyBytes !== 32) {
      problems.push(`WECHAT_PAY_API_V3_KEY must be exactly 32 bytes (it is ${keyBytes})`);
    } else if (privateKey && platformPublicKey) {
      wechat = {
        mchId: get('WECHAT_PAY_MCH_ID')!,
        appId: get('WECHAT_PAY_APP_ID')!,
        serialNo: get('WECHAT_PAY_SERIAL_NO')!,
        privateKey,
        platformPublicKey,
        apiV3Key,
        apiBase,
      };
    }
  }

  const sandboxFlag = get('PAYMENT_SANDBOX')?.toLowerCase();
  let sandboxWanted: boolean | undefined;
  if (sandboxFlag !== undefined) {
    if (['1', 'true', 'yes'].includes(sandboxFlag)) sandboxWanted = true;
    else if (['0', 'false', 'no'].includes(sandboxFlag)) sandboxWanted = false;
    else problems.push('PAYMENT_SANDBOX must be true or false');
  }
  if (problems.length > 0) throw new PaymentConfigError(problems);

  const isProduction = (get('NODE_ENV') ?? 'development') === 'production';
  // In production the sandbox would let any buyer "pay" without paying, so only an explicit
  // PAYMENT_SANDBOX=true (a staging instance) turns it on there.
  const isSandboxOn = sandboxWanted ?? (!isProduction && !alipay && !wechat);
  if (isSandboxOn && Buffer.byteLength(options.sandboxKey) < 16) {
    throw new PaymentConfigError(['the sandbox key must be at least 16 bytes']);
  }
  const sandbox = isSandboxOn
    ? { publicUrl: options.publicUrl.replace(/\/+$/, ''), key: options.sandboxKey }
    : null;

  const enabled: PaymentProviderId[] = [];
  if (alipay) enabled.push('alipay');
  if (wechat) enabled.push('wechat');
  if (sandbox) enabled.push('sandbox');
  return { enabled, alipay, wechat, sandbox };
}
