import { MAX_REQUEST_FILE_BYTES, type RequestFile } from '@heron/contract';

/** A file over the cap a request may carry (the server refuses bigger ones too). */
export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
  constructor(
    readonly fileName: string,
    readonly sizeBytes: number,
  ) {
    super(`${fileName} is larger than ${MAX_REQUEST_FILE_BYTES} bytes`);
  }
}

/**
 * A picked file as a request carries it: its bytes as base64 (a request is JSON end to end).
 * Files over MAX_REQUEST_FILE_BYTES are refused before they are read.
 */
export function readRequestFile(file: File): Promise<RequestFile> {
  if (file.size > MAX_REQUEST_FILE_BYTES) {
    return Promise.reject(new FileTooLargeError(file.name, file.size));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        // A data URL: "data:<type>;base64,<bytes>".
        base64: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}

/** How many bytes a base64 text holds. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
