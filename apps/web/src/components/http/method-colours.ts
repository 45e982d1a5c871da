import type { HttpMethod } from '@heron/contract';

/**
 * One colour per HTTP method, as API tools draw them, so a method reads the same in the tree, the
 * endpoint's header and the debugger's history.
 */
export const METHOD_COLOURS: Record<HttpMethod, string> = {
  get: '#12B76A',
  post: '#F79009',
  put: '#2E90FA',
  patch: '#9E77ED',
  delete: '#F04438',
  head: '#0BA5EC',
  options: '#667085',
  trace: '#667085',
};

/** For any other method token someone typed. */
const OTHER_COLOUR = '#667085';

/** The colour of a method as written anywhere (any case, any token). */
export function methodColour(method: string): string {
  return METHOD_COLOURS[method.toLowerCase() as HttpMethod] ?? OTHER_COLOUR;
}
