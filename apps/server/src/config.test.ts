import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env, '/srv/heron');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has a working default for every setting', () => {
    const config = loadConfig({}, '/srv/heron');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: 'localhost',
      port: 3000,
      dataDir: '/srv/heron/data',
      databaseUrl: undefined,
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      trustProxy: false,
      defaultLanguage: undefined,
    });
    expect(path.isAbsolute(config.webDistDir)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/heron',
        DATABASE_URL: 'postgres://u:p@db:5432/heron',
        LOG_LEVEL: 'warn',
        BODY_LIMIT: '2048',
        RATE_LIMIT_MAX: '50',
        TRUST_PROXY: 'true',
        DEFAULT_LANGUAGE: 'zh-cn',
        SHUTDOWN_TIMEOUT_MS: '5000',
        NODE_ENV: 'production',
      },
      '/srv/heron',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/heron',
      databaseUrl: 'postgres://u:p@db:5432/heron',
      logLevel: 'warn',
      bodyLimit: 2048,
      rateLimitMax: 50,
      trustProxy: true,
      defaultLanguage: 'zh-CN',
      shutdownTimeoutMs: 5000,
      nodeEnv: 'production',
    });
  });

  it('turns the dev outbox on only without real providers and outside production', () => {
    expect(loadConfig({}, '/x').devOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }, '/x').devOutbox).toBe(false);
    expect(loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example/send' }, '/x').devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, '/x').devOutbox).toBe(false);
    expect(problemsOf({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })[0]).toContain(
      'DEV_OUTBOX cannot be on in production',
    );
  });

  it('links in emails use PUBLIC_URL, or the local address', () => {
    expect(loadConfig({ PORT: '4000' }, '/x').publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://heron.example.com/' }, '/x').publicUrl).toBe(
      'https://heron.example.com',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be at most 65535 (got "70000")'],
    [{ BODY_LIMIT: '10' }, 'BODY_LIMIT must be at least 1024 (got "10")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false (got "maybe")'],
    [{ DEFAULT_LANGUAGE: 'fr' }, 'DEFAULT_LANGUAGE must be one of en, zh-CN, ja, id, zh-Hant'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ PUBLIC_URL: 'heron.example.com' }, 'PUBLIC_URL must be an http:// or https:// address'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS must be at least 1'],
  ])('refuses %j naming the variable', (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('reads the editor callback allow-list, and refuses web, script and malformed schemes', () => {
    expect(loadConfig({}, '/x').editorCallbackSchemes).toEqual([
      'vscode',
      'vscode-insiders',
      'vscodium',
      'cursor',
      'windsurf',
    ]);
    expect(
      loadConfig({ EDITOR_CALLBACK_SCHEMES: ' VSCode, cursor ,vscode' }, '/x')
        .editorCallbackSchemes,
    ).toEqual(['vscode', 'cursor']);
    for (const value of ['vscode,https', 'javascript', 'data,file', 'vs code', 'vscode,,cursor']) {
      const problems = problemsOf({ EDITOR_CALLBACK_SCHEMES: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0]).toContain('EDITOR_CALLBACK_SCHEMES must');
    }
  });

  it('reads the avatar size limit, 2 MB by default', () => {
    expect(loadConfig({}, '/x').avatarMaxBytes).toBe(2 * 1024 * 1024);
    expect(loadConfig({ AVATAR_MAX_BYTES: '524288' }, '/x').avatarMaxBytes).toBe(524288);
    expect(problemsOf({ AVATAR_MAX_BYTES: '10' })[0]).toContain(
      'AVATAR_MAX_BYTES must be at least',
    );
  });

  it('reads the outbound address policy, open by default', () => {
    expect(loadConfig({}, '/x').outboundAddressPolicy).toBe('open');
    expect(loadConfig({ OUTBOUND_ADDRESS_POLICY: 'public-only' }, '/x').outboundAddressPolicy).toBe(
      'public-only',
    );
    expect(
      loadConfig({ OUTBOUND_ADDRESS_POLICY: ' Public-Only ' }, '/x').outboundAddressPolicy,
    ).toBe('public-only');
    const problems = problemsOf({ OUTBOUND_ADDRESS_POLICY: 'private' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('OUTBOUND_ADDRESS_POLICY must be open or public-only');
  });

  it('reads the secrets key as hex or base64, refuses other lengths without echoing it', () => {
    expect(loadConfig({}, '/x').secretsKey).toBeUndefined();
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SECRETS_KEY: hex }, '/x').secretsKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEY: base64 }, '/x').secretsKey).toEqual(Buffer.alloc(32, 7));
    const problems = problemsOf({ SECRETS_KEY: 'too-short-to-be-a-key' });
    expect(problems[0]).toContain('SECRETS_KEY must be 32 bytes');
    expect(problems[0]).not.toContain('too-short');
  });

  it('reads the AI model, none by default, its address and model set together', () => {
    expect(loadConfig({}, '/x').ai).toBeUndefined();
    expect(
      loadConfig(
        {
          AI_BASE_URL: 'http://localhost:11434/v1/',
          AI_MODEL: 'llama3.1',
          AI_TIMEOUT_MS: '30000',
          AI_TOKENS_PER_POINT: '500',
        },
        '/x',
      ).ai,
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: '',
      model: 'llama3.1',
      timeoutMs: 30_000,
      maxRetries: 2,
      tokensPerPoint: 500,
    });
    expect(problemsOf({ AI_BASE_URL: 'https://api.openai.com/v1' })).toEqual([
      'AI_MODEL must be set together with AI_BASE_URL',
    ]);
    expect(problemsOf({ AI_API_KEY: 'sk-secret' })).toEqual([
      'AI_API_KEY needs AI_BASE_URL and AI_MODEL',
    ]);
    const bad = problemsOf({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm', AI_API_KEY: 'sk-secret' });
    expect(bad[0]).toContain('AI_BASE_URL must be an http:// or https:// address');
    expect(bad.join(' ')).not.toContain('sk-secret');
  });

  it('reads the worker settings, sized by the cores by default, and refuses nonsense', () => {
    const defaults = loadConfig({}, '/srv/heron').workers;
    expect(defaults).toEqual({
      threads: Math.max(2, os.availableParallelism()),
      queueMax: 64,
      memoryMb: 2048,
      importTimeoutMs: 120_000,
    });
    expect(
      loadConfig(
        {
          WORKER_THREADS: '3',
          WORKER_QUEUE_MAX: '10',
          WORKER_MEMORY_MB: '512',
          IMPORT_TIMEOUT_MS: '30000',
        },
        '/srv/heron',
      ).workers,
    ).toEqual({ threads: 3, queueMax: 10, memoryMb: 512, importTimeoutMs: 30_000 });
    expect(
      problemsOf({ WORKER_THREADS: '0', WORKER_MEMORY_MB: '8', IMPORT_TIMEOUT_MS: 'soon' }),
    ).toEqual([
      'WORKER_THREADS must be at least 1 (got "0")',
      'WORKER_MEMORY_MB must be at least 64 (got "8")',
      'IMPORT_TIMEOUT_MS must be a whole number from 1000 to 3600000 (got "soon")',
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', BODY_LIMIT: 'y' })).toHaveLength(2);
  });
});
