/**
 * Every word the HTML report shows (issue 22). The report is written on the server and by the
 * CLI, which have no translations: the web app passes its own labels in the reader's language,
 * and the rest get English. A label with `{n}` has the number put in its place.
 */
export interface ReportLabels {
  /** Above the run's name, and in the page title. */
  title: string;
  /** Run and step statuses. */
  status: string;
  passed: string;
  failed: string;
  error: string;
  skipped: string;
  stopped: string;
  interrupted: string;
  running: string;
  environment: string;
  /** Shown for an empty value: no environment, no pass rate. */
  none: string;
  startedAt: string;
  duration: string;
  /** Why the run ended early. */
  reason: string;
  /** The totals. */
  requests: string;
  failedRequests: string;
  assertions: string;
  failedAssertions: string;
  skippedSteps: string;
  bytesReceived: string;
  passRate: string;
  /** Heading of an iteration's steps, with `{n}`. Shown when the run had several. */
  iteration: string;
  /** Kinds of step that send no request. */
  scriptStep: string;
  waitStep: string;
  loopStep: string;
  conditionStep: string;
  /** An assertion's found value. */
  actual: string;
  /** The summary of the collapsed request and response. */
  exchange: string;
  request: string;
  response: string;
  headers: string;
  body: string;
  /** Table headings of headers and extracted values. */
  name: string;
  value: string;
  variable: string;
  scope: string;
  /** Where an extracted value was stored. */
  runScope: string;
  environmentScope: string;
  projectScope: string;
  /** An extracted value the source did not have. */
  notSet: string;
  noHeaders: string;
  noBody: string;
  extracted: string;
  console: string;
  noSteps: string;
  /** Under a response body that the report cut. */
  truncated: string;
}

export const ENGLISH_REPORT_LABELS: ReportLabels = {
  title: 'Test run report',
  status: 'Status',
  passed: 'Passed',
  failed: 'Failed',
  error: 'Error',
  skipped: 'Skipped',
  stopped: 'Stopped',
  interrupted: 'Interrupted',
  running: 'Running',
  environment: 'Environment',
  none: 'None',
  startedAt: 'Started',
  duration: 'Duration',
  reason: 'Reason',
  requests: 'Requests',
  failedRequests: 'Failed requests',
  assertions: 'Assertions',
  failedAssertions: 'Failed assertions',
  skippedSteps: 'Skipped steps',
  bytesReceived: 'Data received',
  passRate: 'Pass rate',
  iteration: 'Iteration {n}',
  scriptStep: 'Script',
  waitStep: 'Wait',
  loopStep: 'Loop',
  conditionStep: 'Condition',
  actual: 'Actual',
  exchange: 'Request and response',
  request: 'Request',
  response: 'Response',
  headers: 'Headers',
  body: 'Body',
  name: 'Name',
  value: 'Value',
  variable: 'Variable',
  scope: 'Scope',
  runScope: 'Run',
  environmentScope: 'Environment',
  projectScope: 'Project',
  notSet: 'Not set',
  noHeaders: 'No headers',
  noBody: 'No body',
  extracted: 'Extracted values',
  console: 'Console',
  noSteps: 'No step ran.',
  truncated: 'The body was longer; the report keeps its beginning only.',
};
