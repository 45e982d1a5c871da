import type { RequestHeader } from '@heron/engine';

/**
 * The request headers as they go on the wire. The sender owns the message framing: a typed
 * Content-Length, Transfer-Encoding, Keep-Alive, Upgrade or Expect would contradict the body it
 * writes (or ask for a protocol switch the debugger does not speak), so those are left out and
 * the true Content-Length is set. Everything else goes out in order, repeats kept
 * (values beyond Latin-1 as UTF-8: the outbound client's doing).
 */

const FRAMING = new Set(['content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect']);

/** The headers to send: framing headers left out, one Host, the body's true Content-Length. */
export function frameHeaders(headers: RequestHeader[], bodyLength: number | null): RequestHeader[] {
  const sent: RequestHeader[] = [];
  let hasHost = false;
  for (const header of headers) {
    const lower = header.name.toLowerCase();
    if (FRAMING.has(lower)) continue;
    if (lower === 'host') {
      // One Host only: a second one is a request-smuggling shape servers refuse.
      if (hasHost) continue;
      hasHost = true;
    }
    sent.push({ name: header.name, value: header.value });
  }
  if (bodyLength !== null) sent.push({ name: 'Content-Length', value: String(bodyLength) });
  return sent;
}
