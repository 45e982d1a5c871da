/**
 * The tree's method colours (`features/design/tree/method-badge.tsx`), so a request reads the
 * same in the history as in the tree. Kept here: the debugger does not import the designer.
 */
const METHOD_COLOURS: Record<string, string> = {
  GET: '#12B76A',
  POST: '#F79009',
  PUT: '#2E90FA',
  PATCH: '#9E77ED',
  DELETE: '#F04438',
  HEAD: '#0BA5EC',
  OPTIONS: '#667085',
  TRACE: '#667085',
};
/** Any other method token someone typed. */
const OTHER_COLOUR = '#667085';

export function methodColour(method: string): string {
  return METHOD_COLOURS[method.toUpperCase()] ?? OTHER_COLOUR;
}
