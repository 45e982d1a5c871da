import type { RunReport, StepResult } from '@heron/contract';
import { REPORT_CSS } from './html-styles.js';
import { stepHtml } from './html-step.js';
import { escapeHtml as e, fillLabel } from './html-text.js';
import { createReportFormat, type ReportFormat } from './report-format.js';
import { ENGLISH_REPORT_LABELS, type ReportLabels } from './report-labels.js';

export interface HtmlReportOptions {
  /** The words shown, in the reader's language; English when not given. */
  labels?: ReportLabels;
  /** BCP 47 locale for numbers, sizes, durations and dates; default `en`. */
  locale?: string;
  /** IANA time zone of the start time (the reader's); default the zone of the machine rendering. */
  timeZone?: string;
}

/**
 * A run as one HTML file (issue 22): self-contained and readable without JavaScript. Its policy
 * forbids scripts and every outside load, so even text that slipped past escaping could run
 * nothing and call nowhere.
 */
const CONTENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export function renderHtmlReport(report: RunReport, options: HtmlReportOptions = {}): string {
  const labels = options.labels ?? ENGLISH_REPORT_LABELS;
  const format = createReportFormat(options.locale, options.timeZone);
  return `<!doctype html>
<html lang="${e(format.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_POLICY}">
<meta name="generator" content="Heron">
<title>${e(`${report.name} — ${labels.title}`)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
${headerHtml(report, labels, format)}
<main class="wrap">
${totalsHtml(report, labels, format)}
${stepsHtml(report, labels, format)}
</main>
</body>
</html>
`;
}

function headerHtml(report: RunReport, labels: ReportLabels, format: ReportFormat): string {
  const environment = report.environment ?? labels.none;
  const reason = report.reason
    ? `<p class="reason"><strong>${e(labels.reason)}:</strong> ${e(report.reason)}</p>`
    : '';
  return `<header class="top"><div class="wrap">
<p class="eyebrow">${e(labels.title)}</p>
<h1>${e(report.name)}</h1>
<dl class="meta">
<div><dt>${e(labels.status)}</dt><dd><span class="badge is-${report.status}">${e(labels[report.status])}</span></dd></div>
<div><dt>${e(labels.environment)}</dt><dd class="environment">${e(environment)}</dd></div>
<div><dt>${e(labels.startedAt)}</dt><dd><time datetime="${e(report.startedAt)}">${e(format.dateTime(report.startedAt))}</time></dd></div>
<div><dt>${e(labels.duration)}</dt><dd class="duration">${e(format.duration(report.totals.durationMs))}</dd></div>
</dl>
${reason}</div></header>`;
}

function totalsHtml(report: RunReport, labels: ReportLabels, format: ReportFormat): string {
  const { totals } = report;
  const cards: [string, string, string, boolean][] = [
    ['requests', labels.requests, format.count(totals.requests), false],
    [
      'failed-requests',
      labels.failedRequests,
      format.count(totals.failedRequests),
      totals.failedRequests > 0,
    ],
    ['assertions', labels.assertions, format.count(totals.assertions), false],
    [
      'failed-assertions',
      labels.failedAssertions,
      format.count(totals.failedAssertions),
      totals.failedAssertions > 0,
    ],
    ['skipped', labels.skippedSteps, format.count(totals.skipped), false],
    ['bytes', labels.bytesReceived, format.bytes(totals.bytesReceived), false],
  ];
  const items = cards.map(
    ([key, label, value, isBad]) =>
      `<div class="card total-${key}${isBad ? ' is-bad' : ''}"><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`,
  );
  return `<section class="totals">
<dl class="cards">
${items.join('\n')}
</dl>
${rateHtml(report, labels, format)}
</section>`;
}

/**
 * Share of assertions that passed; a run that checked nothing is rated by its steps that ran,
 * and one that ran nothing has no rate.
 */
function passRate(report: RunReport): number | null {
  const { assertions, failedAssertions } = report.totals;
  if (assertions > 0) return Math.min(1, Math.max(0, (assertions - failedAssertions) / assertions));
  const ran = report.steps.filter((step) => step.status !== 'skipped');
  if (ran.length === 0) return null;
  return ran.filter((step) => step.status === 'passed').length / ran.length;
}

function rateHtml(report: RunReport, labels: ReportLabels, format: ReportFormat): string {
  const rate = passRate(report);
  const shown = rate === null ? labels.none : format.percent(rate);
  // Widths are computed numbers, never report text, so the style attribute needs no escaping.
  const bar =
    rate === null
      ? ''
      : `<div class="bar" role="img" aria-label="${e(`${labels.passRate}: ${shown}`)}"><span class="bar-pass" style="width:${(rate * 100).toFixed(2)}%"></span><span class="bar-fail" style="width:${((1 - rate) * 100).toFixed(2)}%"></span></div>`;
  return `<div class="rate"><div class="rate-head"><span>${e(labels.passRate)}</span><strong class="pass-rate">${e(shown)}</strong></div>${bar}</div>`;
}

/** Steps in the order they ran, under a heading per iteration when there were several. */
function stepsHtml(report: RunReport, labels: ReportLabels, format: ReportFormat): string {
  if (report.steps.length === 0) return `<p class="empty no-steps">${e(labels.noSteps)}</p>`;
  const iterations = new Map<number, StepResult[]>();
  for (const step of report.steps) {
    const list = iterations.get(step.iteration) ?? [];
    list.push(step);
    iterations.set(step.iteration, list);
  }
  const hasHeadings = report.iterations > 1 || iterations.size > 1;
  return [...iterations]
    .map(([iteration, steps]) => {
      const heading = hasHeadings
        ? `<h2>${e(fillLabel(labels.iteration, { n: format.count(iteration) }))}</h2>\n`
        : '';
      return `<section class="iteration">
${heading}<ol class="steps">
${steps.map((step) => stepHtml(step, labels, format)).join('\n')}
</ol></section>`;
    })
    .join('\n');
}
