import zlib from 'node:zlib';

/**
 * A compressed answer (`Content-Encoding: gzip | deflate | br`) made readable for the response
 * view and scripts, as Postman and browsers show it. The decoded size is capped like the body
 * itself, so a small compressed answer cannot expand into gigabytes in memory; a body cut at the
 * cap decodes as far as it goes. Anything that will not decode is shown as received.
 */

export interface DecodedContent {
  bytes: Buffer;
  /** True when the decoded bytes were cut at the cap (or the compressed input was). */
  isTruncated: boolean;
  /** The encoding undone, or null when the bytes are as received. */
  decodedFrom: string | null;
}

type Decoder = () => zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress;

export async function decodeContent(
  body: Buffer,
  contentEncoding: string | undefined,
  cap: number,
  isInputTruncated: boolean,
): Promise<DecodedContent> {
  const asReceived = { bytes: body, isTruncated: isInputTruncated, decodedFrom: null };
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  const decoder = decoderFor(encoding, body);
  if (!decoder || body.length === 0) return asReceived;
  try {
    const decoded = await run(decoder(), body, cap, isInputTruncated);
    return { ...decoded, decodedFrom: encoding };
  } catch {
    return asReceived;
  }
}

function decoderFor(encoding: string, body: Buffer): Decoder | null {
  // Forgiving about a cut input: decode what arrived rather than fail at the missing end.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return () => zlib.createGunzip(flush);
    case 'deflate':
      // "deflate" is meant to be zlib-wrapped; some servers send it raw.
      return (body[0]! & 0x0f) === 8 && ((body[0]! << 8) | body[1]!) % 31 === 0
        ? () => zlib.createInflate(flush)
        : () => zlib.createInflateRaw(flush);
    case 'br':
      return () =>
        zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return null;
  }
}

function run(
  stream: ReturnType<Decoder>,
  input: Buffer,
  cap: number,
  isInputTruncated: boolean,
): Promise<{ bytes: Buffer; isTruncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isDone = false;
    const finish = (isTruncated: boolean) => {
      if (isDone) return;
      isDone = true;
      resolve({ bytes: Buffer.concat(chunks, size), isTruncated });
    };
    stream.on('data', (chunk: Buffer) => {
      if (isDone) return;
      const room = cap - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size += room;
        stream.destroy();
        finish(true);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('end', () => finish(isInputTruncated));
    stream.on('error', (error) => {
      // A cut input ends in an error after everything before the cut was decoded.
      if (isInputTruncated && size > 0) finish(true);
      else if (!isDone) {
        isDone = true;
        reject(error);
      }
    });
    stream.end(input);
  });
}
