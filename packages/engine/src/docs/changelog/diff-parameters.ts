import type { Parameter } from '@heron/contract';
import { pathParameterNames } from '../../design/model-utils.js';
import type { ChangeSubject } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { describeSchema } from './describe-schema.js';
import { jsonEqual } from './json-equal.js';
import { pairByKey } from './pair-by-key.js';

/**
 * A parameter's identity within its endpoint. A path parameter is its place in the path, not its
 * name: `/users/{id}` and `/users/{userId}` are the same endpoint, with the same parameter. Header
 * names are not case-sensitive.
 */
function parameterKey(parameter: Parameter, path: string): string {
  if (parameter.in === 'path') {
    const index = pathParameterNames(path).indexOf(parameter.name);
    return index >= 0 ? `path#${index}` : `path:${parameter.name}`;
  }
  const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
  return `${parameter.in}:${name}`;
}

function locationOf(parameter: Parameter): string {
  return `${parameter.in}.${parameter.name}`;
}

export function diffParameters(
  ctx: DiffContext,
  before: { path: string; parameters: readonly Parameter[] },
  after: { path: string; parameters: readonly Parameter[] },
  subject: ChangeSubject,
): void {
  const { pairs, removed, added } = pairByKey(
    [...before.parameters.map((parameter) => ({ parameter, path: before.path }))],
    [...after.parameters.map((parameter) => ({ parameter, path: after.path }))],
    (entry) => parameterKey(entry.parameter, entry.path),
  );
  for (const { parameter } of removed) {
    const type = describeSchema(parameter.schema);
    ctx.changes.add('PARAMETER_REMOVED', subject, locationOf(parameter), type, null);
  }
  for (const { parameter } of added) {
    const code = parameter.required ? 'PARAMETER_REQUIRED_ADDED' : 'PARAMETER_ADDED';
    ctx.changes.add(code, subject, locationOf(parameter), null, describeSchema(parameter.schema));
  }
  for (const [{ parameter: left }, { parameter: right }] of pairs) {
    if (jsonEqual(left, right)) continue;
    const location = locationOf(right);
    if (!left.required && right.required) {
      ctx.changes.add('PARAMETER_MADE_REQUIRED', subject, location);
    } else if (left.required && !right.required) {
      ctx.changes.add('PARAMETER_MADE_OPTIONAL', subject, location);
    }
    if (left.deprecated !== true && right.deprecated === true) {
      ctx.changes.add('PARAMETER_DEPRECATED', subject, location);
    }
    if (left.description !== right.description) {
      ctx.changes.add('DESCRIPTION_CHANGED', subject, location);
    }
    if (!jsonEqual(left.example, right.example) || !jsonEqual(left.examples, right.examples)) {
      ctx.changes.add('EXAMPLE_CHANGED', subject, location);
    }
    ctx.diffSchema(left.schema, right.schema, 'parameter', subject, location);
  }
}
