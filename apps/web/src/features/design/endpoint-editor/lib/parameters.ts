import type { Parameter, ParameterLocation } from '@heron/contract';

/** A new row of a parameter table. */
export function newParameter(location: ParameterLocation): Parameter {
  return {
    name: '',
    in: location,
    required: location === 'path',
    description: '',
    schema: { type: 'string' },
  };
}

/**
 * The parameters with those of one location replaced by `rows`, the table's new list for it.
 * The order across locations (which the export keeps) does not move: rows fill the places the
 * location had, in order; a removed row's place goes (rows the table kept are the same objects),
 * and added rows go at the end.
 */
export function replaceLocation(
  parameters: Parameter[],
  location: ParameterLocation,
  rows: Parameter[],
): Parameter[] {
  const before = parameters.filter((parameter) => parameter.in === location);
  const kept = before.filter((parameter) => rows.includes(parameter));
  const isRemoval = rows.length < before.length && kept.length === rows.length;
  const queue = [...rows];
  const next: Parameter[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== location) next.push(parameter);
    else if (isRemoval && !kept.includes(parameter)) continue;
    else if (queue.length > 0) next.push(queue.shift()!);
  }
  return [...next, ...queue];
}
