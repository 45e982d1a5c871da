import { lazy } from 'react';
import { loadChunk } from '../../lib/load-chunk';

// The dialog and its review load when first opened, not with the designer.
export const AnnotateDialog = lazy(() =>
  loadChunk('annotate-dialog', () => import('./annotate/annotate-dialog')).then((module) => ({
    default: module.AnnotateDialog,
  })),
);
