import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';

/** The side-by-side compare loads CodeMirror's merge view only when a compare opens. */
export const LazyJsonCompare = lazy(() =>
  loadChunk('json-compare', () => import('./json-compare')).then((module) => ({
    default: module.JsonCompare,
  })),
);
