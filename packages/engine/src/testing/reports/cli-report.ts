import type { RunReport } from '@heron/contract';
import { renderCliStep, stepFailures } from './cli-step.js';
import { failureList, summaryTable } from './cli-summary.js';
import { oneLine, paintFor, type Paint } from './cli-text.js';

/**
 * The summary `heron run` prints at the end (issue 22), in the shape newman users know: each step
 * with its exchange and checks, failures numbered, then a totals table and the numbered failure
 * list. Plain text unless `color`: it is also written to CI logs and files.
 */

export { renderCliStep, stepFailures, type CliFailure, type CliStepOptions } from './cli-step.js';

export interface CliReportOptions {
  /** Colour with ANSI codes: only when writing to a terminal that shows them. Default false. */
  color?: boolean;
}

/** The heading printed before an iteration's steps when the run has several. */
export function renderCliIteration(
  iteration: number,
  of: number,
  options: CliReportOptions = {},
): string {
  return paintFor(options.color).grey(`Iteration ${iteration}/${of}`);
}

export function renderCliReport(report: RunReport, options: CliReportOptions = {}): string {
  const paint = paintFor(options.color);
  const iterations = report.steps.reduce(
    (most, step) => Math.max(most, step.iteration),
    report.iterations,
  );
  const blocks: string[] = [paint.bold(oneLine(report.name))];
  let iteration = 0;
  let failureNumber = 1;
  for (const step of report.steps) {
    if (iterations > 1 && step.iteration !== iteration) {
      iteration = step.iteration;
      blocks.push(renderCliIteration(iteration, iterations, options));
    }
    blocks.push(renderCliStep(step, { color: options.color, failureNumber }));
    failureNumber += stepFailures(step).length;
  }
  blocks.push(renderCliSummary(report, options));
  return blocks.join('\n\n');
}

/**
 * The end of the report without its steps: the totals table, how the run ended when it did not
 * finish, and the numbered failures. `heron run` prints the steps as they end, then this.
 */
export function renderCliSummary(report: RunReport, options: CliReportOptions = {}): string {
  const paint = paintFor(options.color);
  const blocks = [summaryTable(report, paint)];
  const ending = endingLine(report, paint);
  if (ending) blocks.push(ending);
  const failures = failureList(report, paint);
  if (failures) blocks.push(failures);
  return blocks.join('\n\n');
}

/** A run that did not finish says so, with why: its table alone would look like a short run. */
function endingLine(report: RunReport, paint: Paint): string | null {
  // A failed run says why only when it ended early (a bail, "stop on failure").
  if ((report.status === 'passed' || report.status === 'failed') && !report.reason) return null;
  const line = `Run ${report.status}${report.reason ? `: ${oneLine(report.reason)}` : '.'}`;
  return report.status === 'running' ? paint.grey(line) : paint.yellow(line);
}
