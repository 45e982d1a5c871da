import { startAiDesignImportRoute, type ImportJob, type StartAiImportBody } from '@heron/contract';
import { callApi } from '../../../../lib/call-api';

/**
 * Starts an AI parsing import (issue 24): the job reads the material with the model, then goes on
 * as any import (poll, preview, commit). Refused before any call to the model: 409
 * AI_NOT_CONFIGURED, 402 POINTS_INSUFFICIENT or AI_CAP_REACHED, 403 PERMISSION_DENIED, 423
 * PROJECT_LOCKED/PROJECT_FROZEN, 400 VALIDATION_FAILED.
 */
export function startAiImport(projectId: string, body: StartAiImportBody): Promise<ImportJob> {
  return callApi(startAiDesignImportRoute, { params: { projectId }, body });
}
