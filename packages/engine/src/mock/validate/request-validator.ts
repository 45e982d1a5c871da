import type { ErrorObject, ValidateFunction } from 'ajv';
import type { EndpointData, MediaType } from '@heron/contract';
import { mockProblem, type MockProblem, type MockViolation } from '../problem.js';
import { isJsonMediaType, mediaTypeOf, type RequestView } from '../request-view.js';
import { parameterReader, parameterSchema, type ParameterReader } from './parameter-reader.js';
import type { ValidatorCompiler } from './validator-compiler.js';

/**
 * Checks a request against its endpoint's design: path, query, header and cookie parameters, and
 * the body (JSON, or form fields) against the media type it was sent as. Every violation is
 * listed with where it is. Parameters break → 400; only the body breaks → 422; a body that is not
 * JSON although declared so → 400; a content type the design does not declare → 415.
 */

type Location = 'path' | 'query' | 'header' | 'cookie';
const LOCATIONS: readonly Location[] = ['path', 'query', 'header', 'cookie'];
/** OpenAPI: header parameters with these names are ignored (other fields of the design say them). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const MAX_VIOLATIONS = 100;

interface ReadParameter {
  in: Location;
  /** The key in the validated object (header names in lower case). */
  key: string;
  /** As declared, for the violation. */
  name: string;
  read: ParameterReader;
}

interface BodyMedia {
  type: string;
  isJson: boolean;
  validate: ValidateFunction | undefined;
}

export class RequestValidator {
  private prepared = false;
  private parameters: ReadParameter[] = [];
  private parameterCheck: ValidateFunction | undefined;
  private bodies: BodyMedia[] = [];

  constructor(
    private readonly endpoint: EndpointData,
    private readonly models: ReadonlyMap<string, unknown>,
    private readonly compiler: ValidatorCompiler,
    private readonly warnings: string[],
    private readonly where: string,
  ) {}

  /** Compiles the validators (the build calls it; `validate` does, when the build did not). */
  prepare(): void {
    if (this.prepared) return;
    this.prepared = true;
    const groups: Record<Location, { properties: Record<string, unknown>; required: string[] }> = {
      path: { properties: {}, required: [] },
      query: { properties: {}, required: [] },
      header: { properties: {}, required: [] },
      cookie: { properties: {}, required: [] },
    };
    for (const parameter of this.endpoint.parameters) {
      const key = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      if (parameter.in === 'header' && IGNORED_HEADERS.has(key)) continue;
      const group = groups[parameter.in];
      group.properties[key] = parameterSchema(parameter);
      if (parameter.required || parameter.in === 'path') group.required.push(key);
      this.parameters.push({
        in: parameter.in,
        key,
        name: parameter.name,
        read: parameterReader(parameter, this.models),
      });
    }
    if (this.parameters.length > 0) {
      const schema = {
        type: 'object',
        properties: Object.fromEntries(
          LOCATIONS.map((location) => [location, { type: 'object', ...groups[location] }]),
        ),
      };
      const compiled = this.compiler.compile(schema, 'parameters');
      if (typeof compiled === 'string') this.warn('parameters', compiled);
      else this.parameterCheck = compiled;
    }
    for (const media of this.endpoint.requestBody?.content ?? [])
      this.bodies.push(this.body(media));
  }

  private body(media: MediaType): BodyMedia {
    const type = mediaTypeOf(media.contentType);
    const isJson = isJsonMediaType(type);
    const checkable = isJson || type === 'application/x-www-form-urlencoded';
    if (media.schema === undefined || !checkable) return { type, isJson, validate: undefined };
    // Form fields arrive as text, like parameters.
    const compiled = this.compiler.compile(media.schema, isJson ? 'body' : 'parameters');
    if (typeof compiled === 'string') {
      this.warn(`body ${media.contentType}`, compiled);
      return { type, isJson, validate: undefined };
    }
    return { type, isJson, validate: compiled };
  }

  private warn(part: string, reason: string) {
    this.warnings.push(`${this.where}: the ${part} schema cannot be used to validate: ${reason}`);
  }

  /** The problem to answer with, or undefined when the request holds. */
  validate(view: RequestView): MockProblem | undefined {
    this.prepare();
    const violations: MockViolation[] = [];
    if (this.parameterCheck) this.checkParameters(view, violations);
    const parameterCount = violations.length;
    const requestBody = this.endpoint.requestBody;
    const body = view.body();
    if (requestBody && body.kind === 'none') {
      if (requestBody.required)
        violations.push({ in: 'body', pointer: '', message: 'is required' });
    } else if (requestBody && this.bodies.length > 0) {
      const type = view.mediaType();
      const media = type === undefined ? this.bodies[0] : matchMedia(this.bodies, type);
      if (!media) {
        return mockProblem(
          'MOCK_UNSUPPORTED_MEDIA_TYPE',
          `Content-Type ${type} is not declared; send one of ${this.bodies.map((b) => b.type).join(', ')}.`,
          { errors: [{ in: 'header', name: 'Content-Type', message: `${type} is not declared` }] },
        );
      }
      if (body.kind === 'malformed-json') {
        violations.push({ in: 'body', pointer: '', message: `is not valid JSON: ${body.message}` });
        return mockProblem('MOCK_MALFORMED_BODY', summary(violations), { errors: violations });
      }
      // Without a Content-Type the body is read as the first declared media type.
      if (type === undefined && body.kind === 'text' && isJsonMediaType(media.type)) {
        violations.push({
          in: 'body',
          pointer: '',
          message: 'is not JSON (and no Content-Type was sent)',
        });
        return mockProblem('MOCK_MALFORMED_BODY', summary(violations), { errors: violations });
      }
      if (media.validate && (body.kind === 'json' || body.kind === 'form')) {
        // Form fields are coerced in place; the view keeps the fields as sent.
        const value = body.kind === 'form' ? { ...body.value } : body.value;
        if (!media.validate(value)) {
          for (const error of media.validate.errors ?? []) {
            violations.push({ in: 'body', ...describe(error), message: messageOf(error) });
          }
        }
      }
    }
    if (violations.length === 0) return undefined;
    const listed = violations.slice(0, MAX_VIOLATIONS);
    return parameterCount > 0
      ? mockProblem('MOCK_INVALID_PARAMETERS', summary(listed), { errors: listed })
      : mockProblem('MOCK_INVALID_BODY', summary(listed), { errors: listed });
  }

  private checkParameters(view: RequestView, violations: MockViolation[]) {
    const values: Record<Location, Record<string, unknown>> = {
      path: {},
      query: {},
      header: {},
      cookie: {},
    };
    for (const parameter of this.parameters) {
      const value = parameter.read(view);
      if (value !== undefined) values[parameter.in][parameter.key] = value;
    }
    const check = this.parameterCheck!;
    if (check(values)) return;
    for (const error of check.errors ?? []) {
      const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
      const location = segments[0] as Location | undefined;
      const key =
        segments[1] ?? (error.keyword === 'required' ? String(error.params.missingProperty) : '');
      const declared = this.parameters.find((p) => p.in === location && p.key === key);
      const inner = segments.length > 2 ? ` (at /${segments.slice(2).join('/')})` : '';
      violations.push({
        in: location ?? 'query',
        name: declared?.name ?? key,
        message: `${messageOf(error)}${inner}`,
      });
    }
  }
}

function matchMedia(bodies: readonly BodyMedia[], type: string): BodyMedia | undefined {
  const major = type.split('/')[0];
  return (
    bodies.find((b) => b.type === type) ??
    bodies.find((b) => b.type === `${major}/*`) ??
    bodies.find((b) => b.type === '*/*')
  );
}

function describe(error: ErrorObject): { pointer: string } {
  if (error.keyword === 'required') {
    return {
      pointer: `${error.instancePath}/${escapePointer(String(error.params.missingProperty))}`,
    };
  }
  if (error.keyword === 'additionalProperties') {
    return {
      pointer: `${error.instancePath}/${escapePointer(String(error.params.additionalProperty))}`,
    };
  }
  return { pointer: error.instancePath };
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not declared, and no other properties are allowed';
    case 'enum':
      return `must be one of ${JSON.stringify(error.params.allowedValues)}`;
    default:
      return error.message ?? error.keyword;
  }
}

const summary = (violations: readonly MockViolation[]) =>
  violations
    .map(
      (v) => `${v.in} ${v.name ?? (v.pointer === '' ? '(whole body)' : v.pointer)}: ${v.message}`,
    )
    .join('; ');

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
