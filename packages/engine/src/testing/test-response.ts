/**
 * The answer a test step's assertions and extractions read (issue 22): what the server and
 * `heron run` both have after a request, whatever client sent it. It is treated as immutable:
 * its parsed JSON body is cached by the object.
 */
export interface TestResponse {
  status: number;
  statusText: string;
  /** In the order received; a name may appear several times (`set-cookie` does). */
  headers: { name: string; value: string }[];
  bodyText: string;
  sizeBytes: number;
  timeMs: number;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

// A step may hold dozens of JSON assertions and extractions: the body is parsed once for all.
const parsedBodies = new WeakMap<TestResponse, JsonBody>();

/** The body parsed as JSON, or why it is not JSON. Cached per response object. */
export function responseJson(response: TestResponse): JsonBody {
  const cached = parsedBodies.get(response);
  if (cached) return cached;
  const parsed = parseBody(response.bodyText);
  parsedBodies.set(response, parsed);
  return parsed;
}

function parseBody(text: string): JsonBody {
  if (text.trim() === '') return { ok: false, message: 'the body is empty, not JSON' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `the body is not JSON: ${(error as Error).message}` };
  }
}

/**
 * A header's value by name, case-insensitively; undefined when absent. Several headers of one
 * name are joined by ", " as HTTP allows, except `set-cookie`, whose values cannot be joined
 * (an expiry date holds a comma): the first is taken.
 */
export function headerValue(response: TestResponse, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  const values = response.headers
    .filter((header) => header.name.toLowerCase() === wanted)
    .map((header) => header.value);
  if (values.length === 0) return undefined;
  return wanted === 'set-cookie' ? values[0] : values.join(', ');
}
