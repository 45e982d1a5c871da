import type { Rng } from '../generate/rng.js';
import { mockProblem, type MockProblem } from '../problem.js';
import type { MockRule } from '../types.js';
import { negotiate } from './negotiate.js';
import { safeHeaderValue } from './safe-header-value.js';
import {
  exampleBody,
  headerText,
  poolOf,
  serialiserOf,
  type ChosenResponse,
  type CompiledMedia,
} from './response-plan.js';

/** An answer before the program adds CORS, latency and the HEAD rule. */
export interface Rendered {
  status: number;
  headers: Record<string, string>;
  body: string;
  rule: MockRule;
  unsatisfiable?: string[];
}

export interface RenderInput {
  chosen: ChosenResponse;
  endpointKey: string;
  accept: string | undefined;
  rng: Rng;
  /** `__example`: a named example to use instead of the first. */
  exampleName?: string | undefined;
  /** Stateful mode: this value is the body, whatever the examples and schema say. */
  value?: { data: unknown; rule: MockRule };
  /** Slow generated bodies may come from a pool (never with a seed: answers must repeat). */
  mayPool?: boolean;
}

export function renderResponse(input: RenderInput): Rendered | MockProblem {
  const { chosen, endpointKey, rng } = input;
  const declared = chosen.response.declared;
  const headers: Record<string, string> = {};
  const unsatisfiable: string[] = [];
  for (const header of chosen.response.headers) {
    if (header.example !== undefined) headers[header.name] = safeHeaderValue(header.example);
    else if (header.generator) {
      const made = header.generator.generate(rng);
      headers[header.name] = safeHeaderValue(headerText(made.value));
      for (const reason of made.unsatisfiable) unsatisfiable.push(`header ${header.name}${reason}`);
    }
  }
  const media = chosen.response.media;
  if (media.length === 0) {
    return finish(chosen.status, headers, '', input.value?.rule ?? generatedRule(), unsatisfiable);
  }
  const negotiated = negotiate(media, input.accept);
  if (!negotiated) {
    return mockProblem(
      'MOCK_NOT_ACCEPTABLE',
      `Accept: ${input.accept ?? ''} allows none of ${media.map((m) => m.declared).join(', ')}.`,
    );
  }
  let { media: answered, contentType } = negotiated;
  headers['content-type'] = contentType;
  const serialise = serialiserOf(contentType);
  if (input.value) {
    return finish(chosen.status, headers, serialise(input.value.data), input.value.rule, []);
  }
  let example = answered.examples[0];
  if (input.exampleName !== undefined) {
    const found = findExample(media, answered, input.exampleName);
    if (!found) {
      const names = media.flatMap((m) => m.examples.map((e) => e.name));
      return mockProblem(
        'MOCK_UNKNOWN_EXAMPLE',
        `Response ${declared} has no example named "${input.exampleName}"; it has ${
          names.length === 0 ? 'none' : names.map((n) => `"${n}"`).join(', ')
        }.`,
      );
    }
    if (found.media !== answered) {
      answered = found.media;
      contentType = negotiate([answered], undefined)!.contentType;
      headers['content-type'] = contentType;
    }
    example = found.example;
  }
  if (example) {
    const body = exampleBody(example, contentType, serialiserOf(contentType));
    const rule: MockRule = {
      kind: 'example',
      endpointKey,
      status: declared,
      example: example.name,
    };
    return finish(chosen.status, headers, body, rule, unsatisfiable);
  }
  const generator = answered.generator;
  if (!generator) return finish(chosen.status, headers, '', generatedRule(), []);
  const make = () => {
    const made = generator.generate(rng);
    return { body: serialise(made.value), unsatisfiable: made.unsatisfiable };
  };
  const made = input.mayPool ? poolOf(answered, contentType).next(make, rng) : make();
  unsatisfiable.push(...made.unsatisfiable);
  return finish(chosen.status, headers, made.body, generatedRule(), unsatisfiable);

  function generatedRule(): MockRule {
    return { kind: 'generated', endpointKey, status: declared };
  }
}

/** The example of that name: in the negotiated media type first, then in the others. */
function findExample(all: readonly CompiledMedia[], first: CompiledMedia, name: string) {
  for (const media of [first, ...all]) {
    const example = media.examples.find((e) => e.name === name);
    if (example) return { media, example };
  }
  return undefined;
}

function finish(
  status: number,
  headers: Record<string, string>,
  body: string,
  rule: MockRule,
  unsatisfiable: string[],
): Rendered {
  if (unsatisfiable.length === 0) return { status, headers, body, rule };
  headers['x-mock-unsatisfiable'] = unsatisfiableHeader(unsatisfiable);
  return { status, headers, body, rule, unsatisfiable };
}

const MAX_HEADER_VALUE = 2000;

/** The reasons, on one line, short enough for a header. */
function unsatisfiableHeader(reasons: readonly string[]): string {
  const text = reasons.join('; ');
  return safeHeaderValue(
    text.length > MAX_HEADER_VALUE ? `${text.slice(0, MAX_HEADER_VALUE)}...` : text,
  );
}
