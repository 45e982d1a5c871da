/**
 * The server's own calls to services an operator configured (sign-in providers, the SMS webhook):
 * every call has a deadline and a cap on the answer's size, so a slow or hostile peer cannot hold
 * a request open or fill memory. Calls to addresses users type (the debugger) go through the
 * SSRF-guarded client instead.
 */
export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 } as const;

export class OutboundError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface OutboundJson {
  status: number;
  body: unknown;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new OutboundError(`answer larger than ${maxBytes} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundError(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Calls `url` and parses its JSON answer, whatever the status; fails on network, time or size. */
export async function requestJson(
  url: string,
  request: OutboundRequest = {},
): Promise<OutboundJson> {
  const timeoutMs = request.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new OutboundError(`could not reach ${new URL(url).host}`, undefined, { cause });
  }
  const text = await readCapped(response, request.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes);
  try {
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch (cause) {
    throw new OutboundError(`answer of ${new URL(url).host} is not JSON`, response.status, {
      cause,
    });
  }
}
