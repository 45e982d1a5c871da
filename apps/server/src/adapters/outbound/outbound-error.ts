/** Why an outbound request got no answer, for the caller to word its own message or map a code. */
export type OutboundFailure =
  /** Not a URL (also a redirect's Location). */
  | 'invalid-url'
  /** Not http or https (also on a redirect). */
  | 'protocol'
  /** The host is, or resolves to, an address the policy refuses. */
  | 'address'
  /** The method, a header or the body cannot be sent as HTTP/1.1. */
  | 'invalid-request'
  | 'timeout'
  | 'too-large'
  | 'redirects'
  /** The name did not resolve, the connection failed or broke, the answer was not HTTP. */
  | 'network';

/** Where a `network` failure happened, when it happened while connecting. */
export type ConnectPhase = 'dns' | 'connect' | 'tls';

export class OutboundError extends Error {
  /** Set on `network` failures that happened before the connection was up. */
  readonly phase: ConnectPhase | undefined;
  /** The purpose of the client that failed, once it is known. */
  purpose: string | undefined;

  constructor(
    readonly reason: OutboundFailure,
    message: string,
    options?: { cause?: unknown; phase?: ConnectPhase },
  ) {
    super(message, options);
    this.name = 'OutboundError';
    this.phase = options?.phase;
  }
}

/** The first OutboundError in an error's cause chain. */
export function findOutboundError(error: unknown): OutboundError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth += 1) {
    if (e instanceof OutboundError) return e;
  }
  return undefined;
}
