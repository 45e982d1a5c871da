import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ImportFormat,
  type ImportJob,
  startDesignImportRoute,
  type StartAiImportBody,
  type StartImportBody,
} from '@heron/contract';
import { callApi } from '../../../../lib/call-api';
import { startAiImport } from './start-ai-import';
import { transferKeys } from './keys';

/**
 * The multipart fields of a file import (the route's contract): one `file`, an optional
 * `format`, and an optional `environment` (a Postman environment beside the collection).
 */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_FORMAT_FIELD = 'format';
export const IMPORT_ENVIRONMENT_FIELD = 'environment';

/**
 * What an import starts from: pasted text or a URL (JSON), one file (multipart), or material for
 * the AI model to read (its own route).
 */
export type ImportSourceInput =
  | { kind: 'json'; body: StartImportBody }
  | { kind: 'file'; file: File; format?: ImportFormat; environment?: File }
  | { kind: 'ai'; body: StartAiImportBody };

function fileForm(source: Extract<ImportSourceInput, { kind: 'file' }>): FormData {
  const form = new FormData();
  // The format goes first: a streaming server knows it before it reads the file.
  if (source.format) form.append(IMPORT_FORMAT_FIELD, source.format);
  form.append(IMPORT_FILE_FIELD, source.file, source.file.name);
  if (source.environment) {
    form.append(IMPORT_ENVIRONMENT_FIELD, source.environment, source.environment.name);
  }
  return form;
}

/**
 * Starts an import job; the answer is the job, usually still `parsing`. 403 PERMISSION_DENIED for
 * read-only members, 423 PROJECT_LOCKED/PROJECT_FROZEN, 413 PAYLOAD_TOO_LARGE, 422
 * IMPORT_SOURCE_FAILED when a URL cannot be read; an AI import's refusals: see startAiImport.
 */
export function startImport(projectId: string, source: ImportSourceInput): Promise<ImportJob> {
  if (source.kind === 'ai') return startAiImport(projectId, source.body);
  const body = source.kind === 'file' ? fileForm(source) : source.body;
  return callApi(startDesignImportRoute, { params: { projectId }, body });
}

export function useStartImport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: ImportSourceInput) => startImport(projectId, source),
    onSuccess: (job) => queryClient.setQueryData(transferKeys.importJob(projectId, job.id), job),
  });
}
