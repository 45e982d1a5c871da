import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  CALLBACK_SCHEME_PATTERN,
  DEFAULT_EDITOR_CALLBACK_SCHEMES,
  FORBIDDEN_CALLBACK_SCHEMES,
  LANGUAGES,
  normalizeLanguage,
  type Language,
} from '@heron/contract';
import {
  OUTBOUND_ADDRESS_POLICIES,
  type OutboundAddressPolicy,
} from './adapters/outbound/index.js';

/**
 * Every setting the server reads from the environment, with its default. README's
 * "Configuration" table mirrors this list; keep them in step.
 */
export interface Config {
  /** `development`, `production` or `test`. */
  nodeEnv: 'development' | 'production' | 'test';
  /** Address to listen on; `localhost` answers on both 127.0.0.1 and ::1. */
  host: string;
  port: number;
  /** Where the embedded database (and later uploads) live. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Requests per minute one client address may make to /api before it gets 429. */
  rateLimitMax: number;
  /** Trust X-Forwarded-* headers (set when behind a reverse proxy). */
  trustProxy: boolean;
  /** Language new visitors get before their browser's, when set (spec §4 "default"). */
  defaultLanguage: Language | undefined;
  /** How long a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The built web app served at `/`. */
  webDistDir: string;
  /** The address people reach Heron at; links in emails point here. */
  publicUrl: string;
  /** `smtp://user:pass@host:587` or `smtps://…`: send email through this server. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  mailFrom: string;
  /** An HTTP endpoint that sends SMS: it receives POST {"to","text"} as JSON. */
  smsWebhookUrl: string | undefined;
  /**
   * Keep every email and SMS in the dev outbox instead of sending it. On by default without real
   * providers outside production; never on in production.
   */
  devOutbox: boolean;
  /** How long a sign-in lasts without being used. */
  sessionTtlDays: number;
  /**
   * URI schemes an editor extension's sign-in callback may use (`vscode`, `cursor`, …): the
   * allow-list of `/user/login?redirect=<scheme>://…`.
   */
  editorCallbackSchemes: string[];
  /** Largest avatar upload, in bytes; uploads live in `dataDir/uploads`. */
  avatarMaxBytes: number;
  /**
   * Accounts (by email, lower-cased) that are the enterprise super admins of this instance
   * (spec §6): they may see and manage every team and project.
   */
  superAdminEmails: string[];
  /** Sign-in providers; a provider is offered only when its client id and secret are set. */
  oauth: OAuthConfig;
  /**
   * What URLs that people type (an import from a URL, later the debugger) may reach: `open`
   * (anything: a single-user local install debugs localhost) or `public-only` (no loopback,
   * private, link-local or other non-public address, also after DNS and redirects).
   */
  outboundAddressPolicy: OutboundAddressPolicy;
  /**
   * The key that encrypts secrets at rest (secret environment variables): 32 bytes, as base64
   * or hex. Unset, a key is made once and kept in `dataDir/secrets.key`; servers that share
   * one PostgreSQL database must all be given the same key.
   */
  secretsKey: Buffer | undefined;
  /**
   * A second port on which every project's mock answers at `/{projectId}/…` (issue 7), for API
   * clients that want the mock at a host root; unset, the mock is only at `/mock/{projectId}/…`.
   */
  mockPort: number | undefined;
  /** The worker threads that run work whose cost a user controls (see `workers/`). */
  workers: WorkerSettings;
  /** The instance's language model for the AI features (issue 24); undefined: none set up. */
  ai: AiSettings | undefined;
  /** How a call to any model, the instance's or a team's own, is timed and retried. */
  aiCalls: { timeoutMs: number; maxRetries: number };
}

/** An OpenAI-compatible chat-completions endpoint and how its use is charged (issue 24). */
/** Tokens one AI point pays for unless AI_TOKENS_PER_POINT says otherwise. */
export const DEFAULT_AI_TOKENS_PER_POINT = 1000;

export interface AiSettings {
  /** `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama) … */
  baseUrl: string;
  /** Empty for a server that takes no key (a local model). */
  apiKey: string;
  model: string;
  /** Each attempt at a call; a retry gets as long again. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  maxRetries: number;
  /** Tokens (prompt and answer) one AI point pays for; a use costs at least one point. */
  tokensPerPoint: number;
}

/** How the worker pools that run user-controlled work are sized and bounded (issue 19). */
export interface WorkerSettings {
  /** Threads of each pool (scripts; imports and builds). */
  threads: number;
  /** Tasks that may wait in each pool; beyond that a request is answered 503 SERVER_BUSY. */
  queueMax: number;
  /** Heap of one import or build worker, in MB; a task that needs more fails, the thread is replaced. */
  memoryMb: number;
  /** Wall-clock limit of one import's parsing and conversion; then the thread is killed. */
  importTimeoutMs: number;
  /**
   * How long one mock request may hold its host thread; then the thread is killed (its mocks are
   * rebuilt on their next request). Not read from the environment; unset, 10 s (tests shorten it).
   */
  mockAnswerTimeoutMs?: number;
  /**
   * How long one pre-request or post-response script may run, in the debugger and in test runs;
   * and how long a check of an answer (against the design, or a test step's assertions) may
   * take. Not read from the environment; unset, 5 s and 10 s. Tests shorten them: a hostile
   * script burns its whole limit on a core, and the suite's machine has two.
   */
  scriptTimeoutMs?: number;
  checkTimeoutMs?: number;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface OAuthConfig {
  /** OpenID Connect: endpoints come from `${issuer}/.well-known/openid-configuration`. */
  google?: OAuthClientConfig & { issuer: string };
  github?: OAuthClientConfig & { authorizeUrl: string; tokenUrl: string; apiUrl: string };
  /** WeChat Open Platform website login (QR code): the app id and secret are the client. */
  wechat?: OAuthClientConfig & { authorizeUrl: string; apiUrl: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^/\s]+/.test(v), 'must be an http:// or https:// address')
  .transform((v) => v.replace(/\/+$/, ''));

const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no'].includes(v), 'must be true or false')
  .transform((v) => ['1', 'true', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1, 'must not be empty').default('localhost'),
  PORT: integer(0, 65535).default(3000),
  MOCK_PORT: integer(1, 65535).optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: integer(1024, 1024 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_MAX: integer(1, 1_000_000).default(1000),
  TRUST_PROXY: boolean.default(false),
  DEFAULT_LANGUAGE: z
    .string()
    .trim()
    .refine((v) => normalizeLanguage(v) !== undefined, `must be one of ${LANGUAGES.join(', ')}`)
    .transform((v) => normalizeLanguage(v))
    .optional(),
  SHUTDOWN_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^/\s]+/.test(v), 'must be an http:// or https:// address')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/[^/\s]+/.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Heron <no-reply@localhost>'),
  SMS_WEBHOOK_URL: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^/\s]+/.test(v), 'must be an http:// or https:// address')
    .optional(),
  DEV_OUTBOX: boolean.optional(),
  SESSION_TTL_DAYS: integer(1, 365).default(30),
  EDITOR_CALLBACK_SCHEMES: z
    .string()
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toLowerCase()))])
    .refine(
      (list) => list.every((s) => CALLBACK_SCHEME_PATTERN.test(s)),
      'must be URI schemes separated by commas (vscode,cursor)',
    )
    .refine(
      (list) => !list.some((s) => FORBIDDEN_CALLBACK_SCHEMES.includes(s)),
      'must not name a web, script or file scheme (http, https, javascript, data, file, …)',
    )
    .default([...DEFAULT_EDITOR_CALLBACK_SCHEMES]),
  AVATAR_MAX_BYTES: integer(1024, 64 * 1024 * 1024).default(AVATAR_MAX_BYTES),
  SUPER_ADMIN_EMAILS: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine(
      (list) => list.every((s) => /^[^@\s]+@[^@\s]+$/.test(s)),
      'must be email addresses separated by commas',
    )
    .default([]),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  GITHUB_CLIENT_ID: z.string().trim().optional(),
  GITHUB_CLIENT_SECRET: z.string().trim().optional(),
  GITHUB_AUTHORIZE_URL: httpUrl.default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: httpUrl.default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
  WECHAT_APP_ID: z.string().trim().optional(),
  WECHAT_APP_SECRET: z.string().trim().optional(),
  WECHAT_AUTHORIZE_URL: httpUrl.default('https://open.weixin.qq.com/connect/qrconnect'),
  WECHAT_API_URL: httpUrl.default('https://api.weixin.qq.com'),
  SECRETS_KEY: z
    .string()
    .trim()
    .transform((v) =>
      /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64'),
    )
    .refine((key) => key.length === 32, 'must be 32 bytes, as 64 hex digits or base64')
    .optional(),
  WORKER_THREADS: integer(1, 256).optional(),
  WORKER_QUEUE_MAX: integer(1, 100_000).default(64),
  WORKER_MEMORY_MB: integer(64, 65_536).default(2048),
  IMPORT_TIMEOUT_MS: integer(1000, 3_600_000).default(120_000),
  OUTBOUND_ADDRESS_POLICY: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(OUTBOUND_ADDRESS_POLICIES, `must be ${OUTBOUND_ADDRESS_POLICIES.join(' or ')}`))
    .default('open'),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().max(200).optional(),
  AI_TIMEOUT_MS: integer(1000, 600_000).default(120_000),
  AI_MAX_RETRIES: integer(0, 10).default(2),
  AI_TOKENS_PER_POINT: integer(1, 1_000_000_000).default(DEFAULT_AI_TOKENS_PER_POINT),
});

/** A provider needs both halves of its client; one alone is a mistake worth stopping for. */
function oauthClient(
  idName: string,
  id: string | undefined,
  secretName: string,
  secret: string | undefined,
  problems: string[],
): OAuthClientConfig | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    problems.push(
      `${id ? secretName : idName} must be set together with ${id ? idName : secretName}`,
    );
    return undefined;
  }
  return { clientId: id, clientSecret: secret };
}

/**
 * Reads and validates the configuration. Empty variables count as unset, so `PORT=` in a
 * .env file means the default rather than an error. Throws ConfigError naming every bad
 * variable, so one start shows all the mistakes at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        // A secret is never echoed, even a wrong one.
        const got = /SECRET|KEY/.test(name) ? 'a value, hidden' : JSON.stringify(present[name]);
        return `${name} ${issue.message} (got ${got})`;
      }),
    );
  }
  const e = parsed.data;
  const hasRealProvider = Boolean(e.SMTP_URL || e.SMS_WEBHOOK_URL);
  if (e.DEV_OUTBOX && e.NODE_ENV === 'production') {
    throw new ConfigError(['DEV_OUTBOX cannot be on in production (NODE_ENV=production)']);
  }
  const problems: string[] = [];
  const google = oauthClient(
    'GOOGLE_CLIENT_ID',
    e.GOOGLE_CLIENT_ID,
    'GOOGLE_CLIENT_SECRET',
    e.GOOGLE_CLIENT_SECRET,
    problems,
  );
  const github = oauthClient(
    'GITHUB_CLIENT_ID',
    e.GITHUB_CLIENT_ID,
    'GITHUB_CLIENT_SECRET',
    e.GITHUB_CLIENT_SECRET,
    problems,
  );
  const wechat = oauthClient(
    'WECHAT_APP_ID',
    e.WECHAT_APP_ID,
    'WECHAT_APP_SECRET',
    e.WECHAT_APP_SECRET,
    problems,
  );
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    problems.push(
      `${e.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL'} must be set together with ${e.AI_BASE_URL ? 'AI_BASE_URL' : 'AI_MODEL'}`,
    );
  }
  if (e.AI_API_KEY && !e.AI_BASE_URL) problems.push('AI_API_KEY needs AI_BASE_URL and AI_MODEL');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : defaultWebDistDir,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    devOutbox: e.DEV_OUTBOX ?? (e.NODE_ENV !== 'production' && !hasRealProvider),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    editorCallbackSchemes: e.EDITOR_CALLBACK_SCHEMES,
    secretsKey: e.SECRETS_KEY,
    avatarMaxBytes: e.AVATAR_MAX_BYTES,
    superAdminEmails: e.SUPER_ADMIN_EMAILS,
    oauth: {
      google: google && { ...google, issuer: e.GOOGLE_ISSUER },
      github: github && {
        ...github,
        authorizeUrl: e.GITHUB_AUTHORIZE_URL,
        tokenUrl: e.GITHUB_TOKEN_URL,
        apiUrl: e.GITHUB_API_URL,
      },
      wechat: wechat && {
        ...wechat,
        authorizeUrl: e.WECHAT_AUTHORIZE_URL,
        apiUrl: e.WECHAT_API_URL,
      },
    },
    outboundAddressPolicy: e.OUTBOUND_ADDRESS_POLICY,
    mockPort: e.MOCK_PORT,
    workers: {
      // Two at least: a pool of one would let one person's task hold everyone else's.
      threads: e.WORKER_THREADS ?? Math.max(2, os.availableParallelism()),
      queueMax: e.WORKER_QUEUE_MAX,
      memoryMb: e.WORKER_MEMORY_MB,
      importTimeoutMs: e.IMPORT_TIMEOUT_MS,
    },
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY ?? '',
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
            maxRetries: e.AI_MAX_RETRIES,
            tokensPerPoint: e.AI_TOKENS_PER_POINT,
          }
        : undefined,
    aiCalls: { timeoutMs: e.AI_TIMEOUT_MS, maxRetries: e.AI_MAX_RETRIES },
  };
}
