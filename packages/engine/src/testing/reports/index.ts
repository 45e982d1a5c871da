/** Report renderers for test runs (issue 22): JUnit XML, JSON, HTML and the CLI summary. */
export { renderJUnit } from './junit.js';
export { renderJsonReport, RUN_REPORT_KIND, RUN_REPORT_VERSION } from './json-report.js';
export { renderHtmlReport, type HtmlReportOptions } from './html-report.js';
export { ENGLISH_REPORT_LABELS, type ReportLabels } from './report-labels.js';
export {
  renderCliIteration,
  renderCliReport,
  renderCliSummary,
  renderCliStep,
  stepFailures,
  type CliFailure,
  type CliReportOptions,
  type CliStepOptions,
} from './cli-report.js';
