import type { RunReport } from '@heron/contract';

/**
 * A run as a JSON file (issue 22). Tagged and versioned like every document that leaves Heron,
 * so a later Heron can tell a report from a suite file and migrate an older one.
 */
export const RUN_REPORT_KIND = 'heron-run-report';
export const RUN_REPORT_VERSION = 1;

export function renderJsonReport(report: RunReport): string {
  const header = { kind: RUN_REPORT_KIND, version: RUN_REPORT_VERSION } as const;
  // The header is spread again last so a stray `kind` on the object cannot replace it; the first
  // spread keeps it at the top of the file.
  return `${JSON.stringify({ ...header, ...report, ...header }, null, 2)}\n`;
}
