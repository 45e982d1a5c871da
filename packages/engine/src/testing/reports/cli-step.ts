import type { StepResult } from '@heron/contract';
import { formatBytes, formatMs, oneLine, paintFor, terminalSafe, type Paint } from './cli-text.js';

/** One step as `heron run` prints it, while the run goes and again in the final summary. */

export interface CliStepOptions {
  /** Colour with ANSI codes: only when writing to a terminal that shows them. Default false. */
  color?: boolean;
  /**
   * Number of this step's first failure. Failures are numbered across the whole run so each
   * matches its entry in the final failure list; default 1.
   */
  failureNumber?: number;
}

/** What went wrong in a step, in the order its lines print it. */
export interface CliFailure {
  /** `AssertionError`, or the step's error code. */
  type: string;
  /** The failed assertion's name, or the error's message. */
  title: string;
  /** Further lines: why, and what was found. */
  detail: string[];
}

export function stepFailures(step: StepResult): CliFailure[] {
  if (step.status === 'skipped') return [];
  const failures: CliFailure[] = step.assertions
    .filter((assertion) => !assertion.passed)
    .map((assertion) => ({
      type: 'AssertionError',
      title: assertion.name,
      detail: [
        ...(assertion.message === null ? [] : [assertion.message]),
        `actual: ${assertion.actual ?? '(nothing)'}`,
      ],
    }));
  if (step.status === 'error') {
    failures.push({
      type: step.error?.code ?? 'Error',
      title: step.error?.message ?? 'The step could not run.',
      detail: [],
    });
  } else if (step.status === 'failed' && failures.length === 0) {
    // Failed with no assertion to show for it: still counted, so the run's failures add up.
    failures.push({
      type: 'Failure',
      title: step.error?.message ?? 'The step failed.',
      detail: [],
    });
  }
  return failures;
}

export function renderCliStep(result: StepResult, options: CliStepOptions = {}): string {
  const paint = paintFor(options.color);
  const path = result.path.length > 0 ? paint.grey(`${oneLine(result.path.join(' / '))} / `) : '';
  const name = oneLine(result.name);
  if (result.status === 'skipped') {
    return [`${paint.grey('→')} ${path}${paint.grey(name)}`, paint.grey('  skipped')].join('\n');
  }

  const lines = [`→ ${path}${name}`, `  ${exchangeLine(result, paint)}`];
  let number = options.failureNumber ?? 1;
  const failures = stepFailures(result);
  const numbered = (title: string) => paint.red(`  ${number++}. ${oneLine(title)}`);
  for (const assertion of result.assertions) {
    lines.push(
      assertion.passed
        ? `  ${paint.green('✓')}  ${paint.grey(oneLine(assertion.name))}`
        : numbered(assertion.name),
    );
  }
  // The step's own failure, if any, after its assertions: the same order as stepFailures.
  const own = failures.slice(result.assertions.filter((a) => !a.passed).length);
  for (const failure of own) lines.push(numbered(failure.title));
  for (const line of result.console.flatMap((entry) => terminalSafe(entry).split('\n'))) {
    lines.push(paint.grey(`  │ ${line}`));
  }
  return lines.join('\n');
}

/** `GET url [200 OK, 1.2kB, 35ms]`, or what kind of step it was and how long it took. */
function exchangeLine(result: StepResult, paint: Paint): string {
  const { request, response } = result;
  if (!request) {
    const errored = result.status === 'error' ? 'errored, ' : '';
    return paint.grey(`${result.type} [${errored}${formatMs(result.durationMs)}]`);
  }
  const target = `${oneLine(request.method)} ${oneLine(request.url)}`;
  if (!response) return `${target} ${paint.red('[errored]')}`;
  const status = oneLine(`${response.status} ${response.statusText}`.trim());
  return `${target} ${paint.grey(`[${status}, ${formatBytes(response.sizeBytes)}, ${formatMs(response.timeMs)}]`)}`;
}
