import { Command } from 'commander';
import { LANGUAGES, MOCK_DELAY_MAX_MS, normalizeLanguage } from '@heron/contract';
import { buildMock, type MockRule } from '@heron/engine/mock';
import type { CliIo } from '../index.js';
import { CliError } from '../cli-error.js';
import { loadSpec } from '../mock/load-spec.js';
import {
  startMockServer,
  type MockRequestLogEntry,
  type RunningMockServer,
} from '../mock/mock-http-server.js';

/** The flags as commander gives them (numbers still text, checked by `serveMock`). */
export interface MockCommandOptions {
  /** `--port`: 0 to 65535, 0 picks a free port. */
  port: string;
  /** `--host`: the address to listen on. */
  host: string;
  /** `--seed`: the same request gets the same data, from one start to the next. */
  seed?: string;
  /** `--locale`: the language of generated data; any spelling `normalizeLanguage` knows. */
  locale: string;
  /** `--validate`: check requests against the description. */
  validate?: boolean;
  /** `--stateful`: resource endpoints keep what was created, changed and deleted. */
  stateful?: boolean;
  /** `--latency`: milliseconds every answer waits, 0 to 60,000. */
  latency: string;
  /** `--quiet`: no line per request. */
  quiet?: boolean;
  /** `--verbose`: every warning listed at start. */
  verbose?: boolean;
}

/**
 * `heron mock <spec>`: any OpenAPI or Swagger description, from a file or a URL, served by the
 * same mock engine as a project's mock, without the server or a database. Runs until SIGINT or
 * SIGTERM.
 */
export function mockCommand(io: CliIo): Command {
  return new Command('mock')
    .description('serve a mock of an OpenAPI or Swagger description (a file or an http(s) URL)')
    .argument('<spec>', 'OpenAPI 3.x or Swagger 2.0, JSON or YAML: a file path or a URL')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', '4010')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--seed <seed>', 'make generated data repeatable: the same request gets the same data')
    .option('--locale <locale>', `language of generated data (${LANGUAGES.join(', ')})`, 'en')
    .option('--validate', 'check requests against the description (400, 415, 422 with every fault)')
    .option('--stateful', 'keep what POST, PUT, PATCH and DELETE change on resource endpoints')
    .option('--latency <ms>', 'wait this long before every answer', '0')
    .option('-q, --quiet', 'do not log each request')
    .option('--verbose', 'list every warning at start')
    .addHelpText(
      'after',
      '\nAsk for another declared answer with the query `__code=404` (or header `x-mock-code`),\n' +
        'a named example with `__example=name` (or `x-mock-example`).',
    )
    .action(async (spec: string, options: MockCommandOptions) => {
      const running = await serveMock(spec, options, io);
      await new Promise<void>((resolve) => {
        const stop = () => void running.close().then(resolve, resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}

/** Reads, builds and serves; prints where and what. Exported for tests: the command adds only the wait. */
export async function serveMock(
  spec: string,
  options: MockCommandOptions,
  io: CliIo,
): Promise<RunningMockServer> {
  const port = wholeNumber(options.port, '--port', 65_535);
  const latencyMs = wholeNumber(options.latency, '--latency', MOCK_DELAY_MAX_MS);
  const locale = normalizeLanguage(options.locale);
  if (locale === undefined) {
    throw new CliError(`--locale must be one of ${LANGUAGES.join(', ')}, not ${options.locale}`);
  }
  const loaded = await loadSpec(spec);
  const program = buildMock(loaded.bundle, {
    locale,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    validateRequests: options.validate ?? false,
    stateful: options.stateful ?? false,
    latencyMs,
    precompile: true,
  });
  const running = await startMockServer(program, {
    port,
    host: options.host,
    ...(options.quiet ? {} : { log: (entry) => io.out(`${logLine(entry)}\n`) }),
  });

  const { stats } = program;
  const warnings = [...loaded.warnings, ...stats.warnings];
  const title = loaded.bundle.meta.info.title || spec;
  io.out(`Mock of ${title} (${loaded.formatLabel}) on ${running.url}\n`);
  io.out(
    `  ${count(stats.routes, 'route')}, imported in ${ms(loaded.importMs)}, built in ${ms(stats.buildMs)}` +
      `, ${count(warnings.length, 'warning')}${warnings.length > 0 && !options.verbose ? ' (--verbose lists them)' : ''}\n`,
  );
  if (options.verbose) for (const warning of warnings) io.out(`  warning: ${warning}\n`);
  const modes = [
    options.seed === undefined ? '' : `seed ${options.seed}`,
    options.validate ? 'validating requests' : '',
    options.stateful ? `stateful (${count(stats.resources, 'resource')})` : '',
    latencyMs > 0 ? `${latencyMs} ms latency` : '',
  ].filter(Boolean);
  if (modes.length > 0) io.out(`  ${modes.join(', ')}\n`);
  io.out('Press Ctrl+C to stop.\n');
  return running;
}

/** `GET /pets?limit=2 200 generated 0.4 ms` */
export function logLine(entry: MockRequestLogEntry): string {
  return `${entry.method} ${entry.url} ${entry.status} ${ruleLabel(entry.rule)} ${entry.ms.toFixed(1)} ms`;
}

function ruleLabel(rule: MockRule): string {
  switch (rule.kind) {
    case 'example':
      return `example:${rule.example}`;
    case 'expectation':
      return `expectation:${rule.expectationId}`;
    case 'stateful':
      return `stateful:${rule.action}`;
    default:
      return rule.kind;
  }
}

function wholeNumber(text: string, flag: string, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) {
    throw new CliError(`${flag} must be a whole number from 0 to ${max}, not ${text}`);
  }
  return value;
}

function count(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

function ms(value: number): string {
  return `${Math.round(value).toLocaleString('en')} ms`;
}
