import type { Parameter } from '@heron/contract';
import { pathParameterNames } from '@heron/engine/model';

/** A path parameter as it starts when its `{name}` is typed: required (OpenAPI says so), string. */
export function newPathParameter(name: string): Parameter {
  return { name, in: 'path', required: true, description: '', schema: { type: 'string' } };
}

export interface PathParameterSync {
  parameters: Parameter[];
  /** Path parameters whose `{name}` left the path, to give back if it returns. */
  dropped: Parameter[];
}

/**
 * Makes the path parameters follow the path: one per `{name}`, in the path's order, ahead of the
 * other parameters (which keep their order). A name that comes back gets the parameter `recall`
 * still has for it, with its description, example and schema. Nothing changes (same array) when
 * the names already match.
 */
export function syncPathParameters(
  parameters: Parameter[],
  path: string,
  recall: (name: string) => Parameter | undefined,
): PathParameterSync {
  const names = pathParameterNames(path);
  const current = parameters.filter((parameter) => parameter.in === 'path');
  const isInSync =
    current.length === names.length && current.every((parameter) => names.includes(parameter.name));
  if (isInSync) return { parameters, dropped: [] };
  const dropped = current.filter((parameter) => !names.includes(parameter.name));
  const inPathOrder = names.map(
    (name) =>
      current.find((parameter) => parameter.name === name) ??
      recall(name) ??
      newPathParameter(name),
  );
  const others = parameters.filter((parameter) => parameter.in !== 'path');
  return { parameters: [...inPathOrder, ...others], dropped };
}
