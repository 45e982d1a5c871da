import fs from 'node:fs/promises';
import path from 'node:path';
import { Command, Option } from 'commander';
import {
  renderCliIteration,
  renderCliStep,
  renderCliSummary,
  renderHtmlReport,
  renderJsonReport,
  renderJUnit,
  runScenario,
  openScriptSession,
  stepFailures,
} from '@heron/engine';
import type { RunReport } from '@heron/contract';
import type { CliIo } from '../index.js';
import { CliError } from '../cli-error.js';
import { loadRun } from '../run/load-run-input.js';
import { createNodeSender } from '../run/node-sender.js';
import { runOnServer } from '../run/server-run.js';

/** The flags as commander gives them, newman's names (numbers still text). */
export interface RunCommandOptions {
  environment?: string;
  globals?: string;
  iterationData?: string;
  iterationCount?: string;
  folder: string[];
  bail?: boolean;
  timeoutRequest?: string;
  delayRequest?: string;
  insecure?: boolean;
  reporters: string;
  reporterJunitExport?: string;
  reporterHtmlExport?: string;
  reporterJsonExport?: string;
  color: boolean;
  /** Server mode (issue 22): the Heron server that holds the scenario and records the run. */
  server?: string;
  /** A personal access token; else HERON_TOKEN. */
  token?: string;
  /** The stored scenario's id. */
  scenario?: string;
}

/** newman's flags that shape a local run only: a server run takes the scenario as stored. */
const LOCAL_ONLY: [keyof RunCommandOptions, string][] = [
  ['globals', '--globals'],
  ['iterationData', '--iteration-data'],
  ['iterationCount', '--iteration-count'],
  ['bail', '--bail'],
  ['timeoutRequest', '--timeout-request'],
  ['delayRequest', '--delay-request'],
  ['insecure', '--insecure'],
];

const REPORTERS = ['cli', 'junit', 'html', 'json'] as const;
type Reporter = (typeof REPORTERS)[number];
const EXTENSIONS: Record<Exclude<Reporter, 'cli'>, string> = {
  junit: 'xml',
  html: 'html',
  json: 'json',
};
/** A script may run five seconds, as in the debugger. */
const SCRIPT_LIMITS = { timeoutMs: 5_000 };

/**
 * `heron run FILE`: a Heron test suite or a Postman collection, run from a CI job with newman's
 * flags and reporters. Exits 1 when an assertion failed or a request could not be sent.
 */
export function runCommand(io: CliIo, setExitCode: (code: number) => void): Command {
  const collect = (value: string, previous: string[]) => [...previous, value];
  return new Command('run')
    .description(
      'run a Heron test suite or a Postman collection (newman-compatible flags), or a scenario stored on a Heron server (--server)',
    )
    .argument('[file]', 'a Heron test-suite file or a Postman v2.0/v2.1 collection (JSON)')
    .option(
      '-e, --environment <file>',
      'a Postman environment file; with --server, an environment of the project by name',
    )
    .option('-g, --globals <file>', 'a Postman globals file')
    .option('-d, --iteration-data <file>', 'a CSV or JSON file: one iteration per row')
    .option('-n, --iteration-count <n>', 'how many iterations to run')
    .option('--folder <name>', 'run only this folder of a collection (repeatable)', collect, [])
    .option('--bail', 'stop at the first failed assertion or request')
    .option('--timeout-request <ms>', 'time limit for each request')
    .option('--delay-request <ms>', 'pause between requests')
    .option('-k, --insecure', 'accept any TLS certificate')
    .option('-r, --reporters <list>', `comma-separated: ${REPORTERS.join(', ')}`, 'cli')
    .option('--reporter-junit-export <path>', 'where the JUnit XML report is written')
    .option('--reporter-html-export <path>', 'where the HTML report is written')
    .option('--reporter-json-export <path>', 'where the JSON report is written')
    .addOption(new Option('--no-color', 'plain output without colours'))
    .option('--server <url>', 'run a scenario stored on this Heron server, which records the run')
    .option('--token <token>', 'a personal access token for --server (default: $HERON_TOKEN)')
    .option('--scenario <id>', 'with --server: the id of the scenario to run')
    .action(async (file: string | undefined, options: RunCommandOptions) => {
      const report =
        options.server === undefined
          ? await runFile(requireFile(file, options), options, io)
          : await runServerScenario(file, options, io, process.env);
      setExitCode(report.status === 'passed' ? 0 : 1);
    });
}

function requireFile(file: string | undefined, options: RunCommandOptions): string {
  if (options.token !== undefined || options.scenario !== undefined) {
    throw new CliError('--token and --scenario go with --server URL');
  }
  if (file === undefined) {
    throw new CliError(
      'heron run needs a FILE (a Heron test suite or a Postman collection), or --server URL --scenario ID',
    );
  }
  return file;
}

function wholeNumber(text: string | undefined, flag: string, min: number, max: number) {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new CliError(`${flag} must be a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

function reportersOf(list: string): Reporter[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(REPORTERS as readonly string[]).includes(name)) {
      throw new CliError(
        `--reporters: unknown reporter "${name}" (known: ${REPORTERS.join(', ')})`,
      );
    }
  }
  return names as Reporter[];
}

/** Runs one file and writes its reports; exported for tests (the command adds the exit code). */
export async function runFile(
  file: string,
  options: RunCommandOptions,
  io: CliIo,
): Promise<RunReport> {
  const reporters = reportersOf(options.reporters);
  const iterationCount = wholeNumber(options.iterationCount, '--iteration-count', 1, 100_000);
  const timeoutMs = wholeNumber(options.timeoutRequest, '--timeout-request', 1, 3_600_000);
  const delayMs = wholeNumber(options.delayRequest, '--delay-request', 0, 3_600_000);
  const loaded = await loadRun({
    file,
    environment: options.environment,
    globals: options.globals,
    iterationData: options.iterationData,
    folders: options.folder,
  });
  const color = options.color && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const live = reporters.includes('cli');
  for (const warning of loaded.warnings) io.err(`warning: ${warning}\n`);
  if (live) io.out(`heron\n\n${loaded.name}\n`);
  // Failures are numbered as they are printed, as the list at the end numbers them.
  let failureNumber = 1;

  const settings = {
    ...loaded.scenario.settings,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(delayMs === undefined ? {} : { delayMs }),
  };
  const sender = createNodeSender({ insecure: options.insecure === true });
  // One sandbox for the run's scripts, as newman keeps one: a helper a collection's first script
  // defines is there for the next, and a script costs well under a millisecond, not twenty.
  const scripts = openScriptSession();
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  let report: RunReport;
  try {
    ({ report } = await runScenario(
      {
        send: sender.send,
        runScript: (input, scriptHost) =>
          scripts.run({ ...input, limits: SCRIPT_LIMITS }, scriptHost),
      },
      {
        name: loaded.name,
        environmentName: loaded.environmentName,
        settings,
        steps: loaded.scenario.steps,
        variables: loaded.variables,
        ...(iterationCount === undefined ? {} : { iterationCount }),
        bail: options.bail === true,
        signal: stop.signal,
        onEvent: (event) => {
          if (!live) return;
          if (event.type === 'iteration' && event.of > 1) {
            io.out(`\n${renderCliIteration(event.iteration, event.of, { color })}\n`);
          }
          if (event.type === 'step') {
            io.out(`\n${renderCliStep(event.result, { color, failureNumber })}\n`);
            failureNumber += stepFailures(event.result).length;
          }
        },
      },
    ));
  } finally {
    process.off('SIGINT', onSignal);
    scripts.close();
    await sender.close();
  }
  if (live) io.out(`\n${renderCliSummary(report, { color })}\n`);
  await writeReports(report, reporters, options, io);
  return report;
}

/**
 * `heron run --server URL --token TOKEN --scenario ID [--environment NAME]`: the run happens on
 * the server and is recorded there; it prints and writes the same reports as a local run.
 * Exported for tests (the command adds the exit code).
 */
export async function runServerScenario(
  file: string | undefined,
  options: RunCommandOptions,
  io: CliIo,
  env: NodeJS.ProcessEnv,
): Promise<RunReport> {
  if (file !== undefined) {
    throw new CliError(`--server runs a stored scenario: leave out the file (${file})`);
  }
  for (const [key, flag] of LOCAL_ONLY) {
    if (options[key] !== undefined && options[key] !== false) {
      throw new CliError(`${flag} shapes a local run; with --server the scenario runs as stored`);
    }
  }
  if (options.folder.length > 0) {
    throw new CliError('--folder shapes a local run; with --server the scenario runs as stored');
  }
  const token = options.token ?? env.HERON_TOKEN;
  if (!token) {
    throw new CliError('--server needs a personal access token: --token TOKEN or HERON_TOKEN');
  }
  if (options.scenario === undefined) {
    throw new CliError("--server needs --scenario ID (the scenario's id)");
  }
  const reporters = reportersOf(options.reporters);
  const color = options.color && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const live = reporters.includes('cli');
  let failureNumber = 1;
  const stop = new AbortController();
  const onSignal = () => {
    io.err('\nStopping the run on the server…\n');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  let report: RunReport;
  try {
    report = await runOnServer({
      server: options.server!,
      token,
      scenarioId: options.scenario,
      environmentName: options.environment,
      signal: stop.signal,
      onStart: ({ scenarioName, projectName, runId }) => {
        io.err(`Run ${runId} of "${scenarioName}" (${projectName}) started on ${options.server}\n`);
        if (live) io.out(`heron\n\n${scenarioName}\n`);
      },
      onEvent: (event) => {
        if (!live) return;
        if (event.type === 'iteration' && event.of > 1) {
          io.out(`\n${renderCliIteration(event.iteration, event.of, { color })}\n`);
        }
        if (event.type === 'step') {
          io.out(`\n${renderCliStep(event.result, { color, failureNumber })}\n`);
          failureNumber += stepFailures(event.result).length;
        }
      },
    });
  } finally {
    process.off('SIGINT', onSignal);
  }
  if (live) io.out(`\n${renderCliSummary(report, { color })}\n`);
  await writeReports(report, reporters, options, io);
  return report;
}

async function writeReports(
  report: RunReport,
  reporters: Reporter[],
  options: RunCommandOptions,
  io: CliIo,
) {
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const exports: Record<Exclude<Reporter, 'cli'>, [string | undefined, () => string]> = {
    junit: [options.reporterJunitExport, () => renderJUnit(report)],
    html: [options.reporterHtmlExport, () => renderHtmlReport(report)],
    json: [options.reporterJsonExport, () => renderJsonReport(report)],
  };
  for (const reporter of reporters) {
    if (reporter === 'cli') continue;
    const [given, render] = exports[reporter];
    // newman writes to ./newman/ when no path is given; heron to ./heron-reports/.
    const target =
      given ?? path.join('heron-reports', `heron-run-report-${stamp}.${EXTENSIONS[reporter]}`);
    try {
      await fs.mkdir(path.dirname(path.resolve(target)), { recursive: true });
      await fs.writeFile(target, render());
    } catch (error) {
      throw new CliError(
        `The ${reporter} report cannot be written to ${target}: ${(error as Error).message}`,
      );
    }
    io.err(`${reporter} report written to ${target}\n`);
  }
}
