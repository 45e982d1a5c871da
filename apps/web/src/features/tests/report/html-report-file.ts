import type { RunReport } from '@heron/contract';
import { renderHtmlReport, type ReportLabels } from '@heron/engine/testing';

/** A name for a file: the characters file systems refuse become `_` (as the server names them). */
function fileNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'heron';
}

/**
 * A run's report as one self-contained HTML file, written in the browser so its words, numbers
 * and dates are the reader's (language and time zone); named as the server names its reports.
 */
export function htmlReportFile(
  report: RunReport,
  labels: ReportLabels,
  language: string,
): { blob: Blob; fileName: string } {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const html = renderHtmlReport(report, { labels, locale: language, timeZone });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  return {
    blob: new Blob([html], { type: 'text/html;charset=utf-8' }),
    fileName: `${fileNameOf(report.name)}-${stamp}.html`,
  };
}
