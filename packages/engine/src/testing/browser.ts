/**
 * What of automated tests runs in the browser too (issue 22), as `@heron/engine/testing`: reading
 * a scenario's iteration data, so the editor shows a file's rows (and refuses one the runner could
 * not read) as it is chosen; and the HTML report, so a run's report downloads with its words in
 * the reader's language (the server has no translations). The runner, the other reports and
 * Postman's conversion stay out: they are the server's and the command line's.
 */
export type { IterationRows } from './iteration-data.js';
export { parseIterationData } from './iteration-data.js';
export { renderHtmlReport, type HtmlReportOptions } from './reports/html-report.js';
export { ENGLISH_REPORT_LABELS, type ReportLabels } from './reports/report-labels.js';
