import { exportTestSuiteRoute } from '@heron/contract';
import { callApiForResponse } from '../../../lib/call-api';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';
import type { DownloadedFile } from './download-run-report';

/**
 * The scenario as a test-suite file for `heron run`, with the environment's values (secrets
 * left empty). 409 CONFLICT when a step names an endpoint or case deleted since.
 */
export async function exportTestSuite(
  projectId: string,
  scenarioId: string,
  environmentId: string | null,
): Promise<DownloadedFile> {
  const response = await callApiForResponse(
    exportTestSuiteRoute,
    {
      params: { projectId, scenarioId },
      query: environmentId === null ? {} : { environmentId },
    },
    { headers: { Accept: '*/*' } },
  );
  return {
    blob: await response.blob(),
    fileName:
      fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
      'scenario.heron-test.json',
  };
}
