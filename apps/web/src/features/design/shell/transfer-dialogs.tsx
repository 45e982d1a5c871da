import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';

// Import and export load when first opened.

export const ImportDialog = lazy(() =>
  loadChunk('import-dialog', () => import('../transfer/import-dialog')).then((module) => ({
    default: module.ImportDialog,
  })),
);

export const ExportDialog = lazy(() =>
  loadChunk('export-dialog', () => import('../transfer/export-dialog')).then((module) => ({
    default: module.ExportDialog,
  })),
);
