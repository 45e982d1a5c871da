import type { ResolvedRequest } from '../resolved-request.js';
import { toCodeRequest, type CodeRequest } from './code-request.js';
import { generateCurl } from './generate-curl.js';
import { generateGoNetHttp } from './generate-go-net-http.js';
import { generateJavaHttpclient } from './generate-java-httpclient.js';
import { generateJsAxios } from './generate-js-axios.js';
import { generateJsFetch } from './generate-js-fetch.js';
import { generatePhpCurl } from './generate-php-curl.js';
import { generatePythonRequests } from './generate-python-requests.js';

/** A language and library the request can be written in (issue 6, "Code"). */
export interface CodeTargetInfo {
  id: string;
  /** Shown in the target picker; names of languages and libraries, not translated. */
  label: string;
  /** A syntax-highlighting hint. */
  language: 'shell' | 'javascript' | 'python' | 'go' | 'java' | 'php';
}

export const CODE_TARGETS = [
  { id: 'curl', label: 'cURL', language: 'shell' },
  { id: 'js-fetch', label: 'JavaScript (fetch)', language: 'javascript' },
  { id: 'js-axios', label: 'JavaScript (axios)', language: 'javascript' },
  { id: 'python-requests', label: 'Python (requests)', language: 'python' },
  { id: 'go-net-http', label: 'Go (net/http)', language: 'go' },
  { id: 'java-httpclient', label: 'Java (HttpClient)', language: 'java' },
  { id: 'php-curl', label: 'PHP (cURL)', language: 'php' },
] as const satisfies readonly CodeTargetInfo[];

export type CodeTarget = (typeof CODE_TARGETS)[number]['id'];

const GENERATORS: Record<CodeTarget, (request: CodeRequest) => string> = {
  curl: generateCurl,
  'js-fetch': generateJsFetch,
  'js-axios': generateJsAxios,
  'python-requests': generatePythonRequests,
  'go-net-http': generateGoNetHttp,
  'java-httpclient': generateJavaHttpclient,
  'php-curl': generatePhpCurl,
};

export function isCodeTarget(value: string): value is CodeTarget {
  return Object.hasOwn(GENERATORS, value);
}

/**
 * The request as a program that sends it. Files in the body are read from disk by their file
 * name (the person saves them beside the code). Throws a RangeError for a target that is not in
 * CODE_TARGETS (check with isCodeTarget when the id comes from outside).
 */
export function generateCode(request: ResolvedRequest, target: CodeTarget): string {
  if (!isCodeTarget(target)) {
    throw new RangeError(
      `Unknown code target "${String(target)}"; expected one of ${CODE_TARGETS.map((t) => t.id).join(', ')}`,
    );
  }
  return GENERATORS[target](toCodeRequest(request));
}
