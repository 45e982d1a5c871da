import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';

/** The field-by-field compare (with its YAML writer and line differ) loads when a compare opens. */
export const LazyVersionComparison = lazy(() =>
  loadChunk('version-comparison', () => import('./version-comparison')).then((module) => ({
    default: module.VersionComparison,
  })),
);
