import { downloadTestRunReportRoute, type RunReportFormat } from '@heron/contract';
import { callApiForResponse } from '../../../lib/call-api';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), else `fallbackName`. */
  fileName: string;
}

/** A run's report as the server writes it: JUnit XML or JSON (HTML is written in the browser). */
export async function downloadRunReport(
  projectId: string,
  runId: string,
  format: Exclude<RunReportFormat, 'html'>,
): Promise<DownloadedFile> {
  const response = await callApiForResponse(
    downloadTestRunReportRoute,
    { params: { projectId, runId }, query: { format } },
    { headers: { Accept: '*/*' } },
  );
  return {
    blob: await response.blob(),
    fileName:
      fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
      `report.${format === 'junit' ? 'junit.xml' : 'json'}`,
  };
}
