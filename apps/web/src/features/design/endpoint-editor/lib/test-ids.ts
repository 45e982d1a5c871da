/**
 * Stable hooks for tests and browser journeys. Per-row and per-response ids add `-<index>`
 * (`endpoint-response-0-status`); the Save button (`endpoint-save`) is the shell's.
 */
export const TEST_IDS = {
  editor: 'endpoint-editor',
  header: 'endpoint-header',
  method: 'endpoint-method',
  path: 'endpoint-path',
  name: 'endpoint-name',
  status: 'endpoint-status',
  owner: 'endpoint-owner',
  tags: 'endpoint-tags',
  advanced: 'endpoint-advanced',
  operationId: 'endpoint-operation-id',
  description: 'endpoint-description',
  descriptionView: 'endpoint-description-view',
  descriptionPreview: 'endpoint-description-preview',
  request: 'endpoint-request',
  /** + `-query`, `-path`, `-header`, `-cookie`. */
  params: 'endpoint-params',
  body: 'endpoint-body',
  bodyRequired: 'endpoint-body-required',
  responses: 'endpoint-responses',
  /** + `-<index>`; the tab itself is `endpoint-response-tab-<index>`. */
  response: 'endpoint-response',
  responseTab: 'endpoint-response-tab',
  responseAdd: 'endpoint-response-add',
  security: 'endpoint-security',
  securityMode: 'endpoint-security-mode',
} as const;
