import type { RunReport } from '@heron/contract';
import {
  formatBytes,
  formatDuration,
  formatMs,
  oneLine,
  terminalSafe,
  type Paint,
} from './cli-text.js';
import { stepFailures } from './cli-step.js';

/** The totals table and the failure list that close the `heron run` output. */

export function summaryTable(report: RunReport, paint: Paint): string {
  const ran = report.steps.filter((step) => step.status !== 'skipped');
  const failedIterations = new Set(
    ran
      .filter((step) => step.status === 'failed' || step.status === 'error')
      .map((step) => step.iteration),
  );
  const scripts = ran.filter((step) => step.type === 'script');
  const counts: [string, number, number][] = [
    ['iterations', report.iterations, failedIterations.size],
    ['requests', report.totals.requests, report.totals.failedRequests],
    ['scripts', scripts.length, scripts.filter((step) => step.status !== 'passed').length],
    ['assertions', report.totals.assertions, report.totals.failedAssertions],
  ];
  const notes = [
    `total run duration: ${formatDuration(report.totals.durationMs)}`,
    `total data received: ${formatBytes(report.totals.bytesReceived)}`,
    ...responseTimes(report),
    ...(report.totals.skipped > 0 ? [`skipped steps: ${report.totals.skipped}`] : []),
  ];

  const header = ['', 'executed', 'failed'];
  const cells = counts.map(([label, executed, failed]) => [
    label,
    String(executed),
    String(failed),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  // A note spans the three columns: when one is longer, the columns share the extra width.
  const inner = () => widths.reduce((sum, width) => sum + width + 2, 0) + widths.length - 1;
  const extra = Math.max(0, ...notes.map((note) => note.length + 2 - inner()));
  widths.forEach((width, column) => {
    widths[column] =
      width + Math.floor(extra / widths.length) + (column < extra % widths.length ? 1 : 0);
  });

  const rule = (left: string, join: string, right: string) =>
    `${left}${widths.map((width) => '─'.repeat(width + 2)).join(join)}${right}`;
  const row = (values: string[], color: (column: number, value: string) => string = (_, v) => v) =>
    `│${values.map((value, column) => ` ${color(column, value.padStart(widths[column]!))} `).join('│')}│`;
  const full = '─'.repeat(inner());
  return [
    rule('┌', '┬', '┐'),
    row(header, (_, value) => paint.grey(value)),
    rule('├', '┼', '┤'),
    ...cells.map((values) =>
      row(values, (column, value) =>
        column === 2 && value.trim() !== '0' ? paint.red(value) : value,
      ),
    ),
    rule('├', '┴', '┤'),
    ...notes.flatMap((note, index) => [
      ...(index > 0 ? [`├${full}┤`] : []),
      `│ ${note.padEnd(inner() - 2)} │`,
    ]),
    `└${full}┘`,
  ].join('\n');
}

/** Average with spread, over the steps that got a response. None when none did. */
function responseTimes(report: RunReport): string[] {
  const times = report.steps.flatMap((step) => (step.response ? [step.response.timeMs] : []));
  if (times.length === 0) return [];
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const deviation = Math.sqrt(
    times.reduce((sum, time) => sum + (time - mean) ** 2, 0) / times.length,
  );
  const min = times.reduce((a, b) => Math.min(a, b));
  const max = times.reduce((a, b) => Math.max(a, b));
  return [
    `average response time: ${formatMs(mean)} [min: ${formatMs(min)}, max: ${formatMs(max)}, s.d.: ${formatMs(deviation)}]`,
  ];
}

/** `#  failure  detail`, numbered as the step lines numbered them. Empty when nothing failed. */
export function failureList(report: RunReport, paint: Paint): string {
  const iterations = report.steps.reduce(
    (most, step) => Math.max(most, step.iteration),
    report.iterations,
  );
  const entries = report.steps.flatMap((step) =>
    stepFailures(step).map((failure) => {
      const where = [...step.path, step.name].join(' / ');
      const at = iterations > 1 ? `at "${where}", iteration ${step.iteration}` : `at "${where}"`;
      return {
        ...failure,
        type: oneLine(failure.type),
        lines: [failure.title, ...failure.detail, at],
      };
    }),
  );
  if (entries.length === 0) return '';
  const numberWidth = `${entries.length}.`.length;
  const typeWidth = Math.max('failure'.length, ...entries.map((entry) => entry.type.length));
  const indent = ' '.repeat(1 + numberWidth + 2 + typeWidth + 2);
  const blocks = entries.map((entry, index) => {
    const lines = entry.lines.flatMap((line) => terminalSafe(line).split('\n'));
    const [first = '', ...rest] = lines;
    const head = ` ${paint.red(`${index + 1}.`.padStart(numberWidth))}  ${paint.red(entry.type.padEnd(typeWidth))}  ${first}`;
    return [head, ...rest.map((line) => paint.grey(`${indent}${line}`))].join('\n');
  });
  return [
    paint.grey(` ${'#'.padStart(numberWidth)}  ${'failure'.padEnd(typeWidth)}  detail`),
    '',
    blocks.join('\n\n'),
  ].join('\n');
}
