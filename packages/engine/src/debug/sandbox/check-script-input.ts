import { INITIAL_MEMORY_BYTES, MAX_MEMORY_BYTES } from './prepared-sandbox.js';
import type { ScriptInput } from './script-types.js';

export const DEFAULT_TIMEOUT_MS = 1000;
export const DEFAULT_MEMORY_BYTES = 32 * 1024 * 1024;

/** Limits with their defaults filled in. */
export interface EffectiveLimits {
  timeoutMs: number;
  memoryBytes: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringMap = (value: unknown): boolean =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

const isHeaderList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (item) => isRecord(item) && typeof item.name === 'string' && typeof item.value === 'string',
  );

const isPositive = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * What is wrong with an input the type system let through (it comes from JSON at the edges), or
 * undefined when it can run. Checked up front so the sandbox never sees a shape it cannot read.
 */
export function findScriptInputProblem(input: unknown): string | undefined {
  if (!isRecord(input)) return 'the input is not an object';
  if (input.phase !== 'pre-request' && input.phase !== 'post-response') {
    return 'phase must be "pre-request" or "post-response"';
  }
  if (typeof input.code !== 'string') return 'code must be text';
  const request = input.request;
  if (!isRecord(request)) return 'request is missing';
  if (typeof request.method !== 'string' || typeof request.url !== 'string') {
    return 'request.method and request.url must be text';
  }
  if (!isHeaderList(request.headers)) return 'request.headers must be a list of { name, value }';
  if (!isRecord(request.body) || typeof request.body.kind !== 'string')
    return 'request.body is missing';
  const variables = input.variables;
  if (!isRecord(variables)) return 'variables are missing';
  for (const scope of ['globals', 'environment', 'collection', 'local']) {
    if (!isStringMap(variables[scope])) return `variables.${scope} must map names to text`;
  }
  const response = input.response;
  if (input.phase === 'post-response' && response === undefined) {
    return 'a post-response script needs the response';
  }
  if (response !== undefined) {
    if (!isRecord(response)) return 'response must be an object';
    if (typeof response.code !== 'number' || typeof response.status !== 'string') {
      return 'response.code must be a number and response.status text';
    }
    if (!isHeaderList(response.headers))
      return 'response.headers must be a list of { name, value }';
    if (typeof response.bodyText !== 'string') return 'response.bodyText must be text';
    if (typeof response.responseTimeMs !== 'number' || typeof response.sizeBytes !== 'number') {
      return 'response.responseTimeMs and response.sizeBytes must be numbers';
    }
  }
  const limits = input.limits;
  if (limits !== undefined) {
    if (!isRecord(limits)) return 'limits must be an object';
    if (limits.timeoutMs !== undefined && !isPositive(limits.timeoutMs)) {
      return 'limits.timeoutMs must be a positive number';
    }
    if (limits.memoryBytes !== undefined && !isPositive(limits.memoryBytes)) {
      return 'limits.memoryBytes must be a positive number';
    }
  }
  return undefined;
}

/** The memory limit is held to what a sandbox can honour: its memory starts at 16 MB. */
export function effectiveLimits(input: ScriptInput): EffectiveLimits {
  const memoryBytes = Math.floor(input.limits?.memoryBytes ?? DEFAULT_MEMORY_BYTES);
  return {
    timeoutMs: input.limits?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    memoryBytes: Math.min(MAX_MEMORY_BYTES, Math.max(INITIAL_MEMORY_BYTES, memoryBytes)),
  };
}
