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
}

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
    .description('run a Heron test suite or a Postman collection (newman-compatible flags)')
    .argument('<file>', 'a Heron test-suite file or a Postman v2.0/v2.1 collection (JSON)')
    .option('-e, --environment <file>', 'a Postman environment file')
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
    .action(async (file: string, options: RunCommandOptions) => {
      const report = await runFile(file, options, io);
      setExitCode(report.status === 'passed' ? 0 : 1);
    });
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
      { send: sender.send, runScript: (input) => scripts.run({ ...input, limits: SCRIPT_LIMITS }) },
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
