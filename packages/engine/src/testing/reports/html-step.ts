import type { StepResult } from '@heron/contract';
import { escapeHtml as e } from './html-text.js';
import { prettyJson } from './pretty-json.js';
import type { ReportFormat } from './report-format.js';
import type { ReportLabels } from './report-labels.js';

/** One step of the HTML report: what was sent, what came back, and what was checked. */

interface Header {
  name: string;
  value: string;
}

const MARKS: Record<StepResult['status'], string> = {
  passed: '✓',
  failed: '✕',
  error: '!',
  skipped: '–',
};

export function stepHtml(step: StepResult, labels: ReportLabels, format: ReportFormat): string {
  const parts = [
    headHtml(step, labels, format),
    lineHtml(step, labels, format),
    errorHtml(step),
    assertionsHtml(step, labels),
    extractedHtml(step, labels),
    consoleHtml(step, labels),
    exchangeHtml(step, labels),
  ];
  return `<li class="step is-${step.status}">\n${parts.join('')}</li>`;
}

/** Status mark (with its word for screen readers), group path, name and time. */
function headHtml(step: StepResult, labels: ReportLabels, format: ReportFormat): string {
  const mark = `<span class="mark" aria-hidden="true">${MARKS[step.status]}</span><span class="sr">${e(labels[step.status])}</span>`;
  const path = step.path.length > 0 ? `<p class="path">${e(step.path.join(' / '))}</p>` : '';
  const time = step.response ? step.response.timeMs : step.durationMs;
  const timeHtml =
    step.status === 'skipped' ? '' : `<span class="step-time">${e(format.duration(time))}</span>`;
  return `<div class="step-head">${mark}<div class="step-title">${path}<h3>${e(step.name)}</h3></div>${timeHtml}</div>\n`;
}

/** Method, URL, status and size; a step that sends nothing says what kind it is. */
function lineHtml(step: StepResult, labels: ReportLabels, format: ReportFormat): string {
  const { request, response } = step;
  if (!request) {
    if (step.type === 'request') return '';
    const kind = {
      script: labels.scriptStep,
      wait: labels.waitStep,
      loop: labels.loopStep,
      condition: labels.conditionStep,
    }[step.type];
    return `<p class="line muted">${e(kind)}</p>\n`;
  }
  const code = response
    ? `<span class="code ${response.status < 400 ? 'is-ok' : 'is-bad'}">${e(`${response.status} ${response.statusText}`.trim())}</span><span class="muted">${e(format.bytes(response.sizeBytes))}</span>`
    : '';
  return `<p class="line"><span class="method">${e(request.method)}</span><code class="url">${e(request.url)}</code>${code}</p>\n`;
}

function errorHtml(step: StepResult): string {
  if (!step.error) return '';
  return `<p class="step-error"><code>${e(step.error.code)}</code> ${e(step.error.message)}</p>\n`;
}

function assertionsHtml(step: StepResult, labels: ReportLabels): string {
  if (step.assertions.length === 0) return '';
  const items = step.assertions.map((assertion) => {
    const state = assertion.passed ? 'passed' : 'failed';
    const actual =
      assertion.actual === null
        ? ''
        : `<span class="assertion-detail">${e(labels.actual)}: <code>${e(assertion.actual)}</code></span>`;
    const message =
      assertion.message === null
        ? ''
        : `<span class="assertion-detail assertion-message">${e(assertion.message)}</span>`;
    return `<li class="assertion is-${state}"><span class="mark" aria-hidden="true">${assertion.passed ? '✓' : '✕'}</span><span class="sr">${e(labels[state])}</span><span class="assertion-text">${e(assertion.name)}${actual}${message}</span></li>`;
  });
  return `<div class="block"><h4>${e(labels.assertions)}</h4><ul class="assertions">\n${items.join('\n')}\n</ul></div>\n`;
}

function extractedHtml(step: StepResult, labels: ReportLabels): string {
  if (step.extracted.length === 0) return '';
  const scopes = {
    run: labels.runScope,
    environment: labels.environmentScope,
    project: labels.projectScope,
  };
  const rows = step.extracted.map(
    (value) =>
      `<tr><td>${e(value.variable)}</td><td>${e(scopes[value.scope])}</td><td>${value.value === null ? `<span class="empty">${e(labels.notSet)}</span>` : e(value.value)}</td></tr>`,
  );
  return `<div class="block"><h4>${e(labels.extracted)}</h4><table class="extracted">
<thead><tr><th>${e(labels.variable)}</th><th>${e(labels.scope)}</th><th>${e(labels.value)}</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>\n`;
}

function consoleHtml(step: StepResult, labels: ReportLabels): string {
  if (step.console.length === 0) return '';
  return `<div class="block"><h4>${e(labels.console)}</h4><pre class="console">${e(step.console.join('\n'))}</pre></div>\n`;
}

/** Collapsed, but open on a step that went wrong: that is the exchange a reader comes for. */
function exchangeHtml(step: StepResult, labels: ReportLabels): string {
  const { request, response } = step;
  if (!request && !response) return '';
  const isOpen = step.status === 'failed' || step.status === 'error';
  const sides: string[] = [];
  if (request) {
    sides.push(sideHtml(labels.request, request.headers, request.body, false, labels, 'request'));
  }
  if (response) {
    sides.push(
      sideHtml(
        labels.response,
        response.headers,
        response.body,
        response.truncated,
        labels,
        'response',
      ),
    );
  }
  return `<details${isOpen ? ' open' : ''}><summary>${e(labels.exchange)}</summary><div class="exchange">
${sides.join('\n')}
</div></details>\n`;
}

function sideHtml(
  title: string,
  headers: Header[],
  body: string | null,
  isTruncated: boolean,
  labels: ReportLabels,
  kind: 'request' | 'response',
): string {
  const headerRows = headers.map(
    (header) => `<tr><td>${e(header.name)}</td><td>${e(header.value)}</td></tr>`,
  );
  const headerTable =
    headers.length === 0
      ? `<p class="empty">${e(labels.noHeaders)}</p>`
      : `<table class="headers"><thead><tr><th>${e(labels.name)}</th><th>${e(labels.value)}</th></tr></thead><tbody>${headerRows.join('')}</tbody></table>`;
  const bodyHtml =
    body === null || body === ''
      ? `<p class="empty">${e(labels.noBody)}</p>`
      : `<pre class="body">${e(prettyJson(body) ?? body)}</pre>`;
  const note = isTruncated ? `<p class="note">${e(labels.truncated)}</p>` : '';
  return `<section class="${kind}"><h4>${e(title)}</h4><h5>${e(labels.headers)}</h5>${headerTable}<h5>${e(labels.body)}</h5>${bodyHtml}${note}</section>`;
}
