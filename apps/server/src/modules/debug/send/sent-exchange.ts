import {
  SEND_ERROR_CODES as CONTRACT_SEND_ERROR_CODES,
  type SendErrorCode as ContractSendErrorCode,
} from '@heron/contract';
import type { ResolvedRequest } from '@heron/engine';

/**
 * What the debugger's sender hands back (issue 6): the answer with everything the response
 * area shows, or one error a person can read. `sendRequest` never throws; every fault is one of
 * these codes.
 */

export interface ResponseHeader {
  name: string;
  value: string;
}

/** One `Set-Cookie` of the answer, read into its parts. */
export interface ResponseCookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  /** ISO 8601; from `Max-Age` (which wins, RFC 6265 §5.3) or `Expires`. */
  expires?: string;
  httpOnly: boolean;
  secure: boolean;
  /** As the server wrote it: `Strict`, `Lax`, `None`. */
  sameSite?: string;
}

/**
 * Where the time went, in milliseconds, for the exchange that produced the answer (the last hop
 * after redirects). A phase that did not happen is 0: no DNS for an IP address, no connect, DNS
 * or TLS on a reused connection, no TLS over http.
 */
export interface ResponseTimings {
  /** The name lookup, the address policy's check included. */
  dnsMs: number;
  /** The TCP handshake. */
  connectMs: number;
  /** The TLS handshake. */
  tlsMs: number;
  /** From the request going out on a ready connection to the answer's status line and headers. */
  firstByteMs: number;
  /** Reading the body. */
  downloadMs: number;
  /** The whole send, as the person waited for it: token fetch, auth challenges and redirects included. */
  totalMs: number;
}

export interface ResponseBody {
  /** The bytes kept, at most the size cap. */
  base64: string;
  /** True when the answer was larger than the cap and reading stopped there. */
  truncated: boolean;
  /** Bytes received on the wire for this body (when truncated: received before reading stopped). */
  sizeBytes: number;
  /** The answer's Content-Type, '' when it sent none. */
  contentType: string;
  /**
   * The Content-Encoding (gzip, deflate, br) the kept bytes were decoded from; absent when they
   * are as received. `sizeBytes` still counts the bytes on the wire.
   */
  decodedFrom?: string;
}

export interface SentResponse {
  status: number;
  statusText: string;
  /** The HTTP version spoken (`1.1`: the sender speaks HTTP/1.1). */
  httpVersion: string;
  /** The URL that answered, after redirects. */
  url: string;
  /** In the order received; repeated headers stay separate. */
  headers: ResponseHeader[];
  cookies: ResponseCookie[];
  body: ResponseBody;
  timings: ResponseTimings;
  /** The IP address the answer came from ('' if unknown). */
  remoteAddress: string;
  /** Each redirect followed, in order: the URL that answered with it and its status. */
  redirects: { url: string; status: number }[];
}

/** The sender's failures: every code of the contract's list but the script's stop. */
export type SendErrorCode = Exclude<ContractSendErrorCode, 'SCRIPT_FAILED'>;
export const SEND_ERROR_CODES = CONTRACT_SEND_ERROR_CODES.filter(
  (code): code is SendErrorCode => code !== 'SCRIPT_FAILED',
);

export interface SendError {
  code: SendErrorCode;
  /** A sentence for a person: what failed, and where. */
  message: string;
  /** The phases measured before the failure. */
  timings: ResponseTimings;
}

export type SentExchange =
  | {
      ok: true;
      response: SentResponse;
      /** The last request as it went out: auth headers, multipart Content-Type and length included. */
      sentRequest: ResolvedRequest;
    }
  | {
      ok: false;
      error: SendError;
      /** The request as far as it was built, when the failure came after that. */
      sentRequest?: ResolvedRequest;
    };

export function zeroTimings(): ResponseTimings {
  return { dnsMs: 0, connectMs: 0, tlsMs: 0, firstByteMs: 0, downloadMs: 0, totalMs: 0 };
}
