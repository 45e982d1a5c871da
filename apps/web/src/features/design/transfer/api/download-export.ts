import { useMutation } from '@tanstack/react-query';
import { exportDesignRoute, type ExportFormat, type ExportSyntax } from '@heron/contract';
import { callApiForResponse } from '../../../../lib/call-api';
import { fileNameFromContentDisposition } from '../../../../lib/content-disposition';

export interface ExportRequest {
  format: ExportFormat;
  syntax: ExportSyntax;
  /** Only this folder (with the models it uses); the whole project when left out. */
  folderId?: string | undefined;
}

export interface ExportFile {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), else one made from the format. */
  fileName: string;
}

/** The name used when the server gives none: the format's usual one. */
export function fallbackExportName({ format, syntax }: ExportRequest): string {
  if (format === 'postman-2.1') return 'postman_collection.json';
  if (format === 'heron') return `project.heron.${syntax}`;
  return `openapi.${syntax}`;
}

/** Fetches an export of the design as a file. 404 NOT_FOUND for a folder that is gone. */
export async function downloadExport(
  projectId: string,
  request: ExportRequest,
): Promise<ExportFile> {
  const response = await callApiForResponse(
    exportDesignRoute,
    {
      params: { projectId },
      query: { format: request.format, syntax: request.syntax, folderId: request.folderId },
    },
    { headers: { Accept: '*/*' } },
  );
  const blob = await response.blob();
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
    fallbackExportName(request);
  return { blob, fileName };
}

export function useDownloadExport(projectId: string) {
  return useMutation({
    mutationFn: (request: ExportRequest) => downloadExport(projectId, request),
  });
}
