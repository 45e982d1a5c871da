import { lazy } from 'react';
import { loadChunk } from '../../lib/load-chunk';

// The Docs section loads when first opened, not with the workspace: its forms bring the colour,
// date and tree pickers.
export const DocsSection = lazy(() =>
  loadChunk('docs-section', () => import('./docs-section')).then((module) => ({
    default: module.DocsSection,
  })),
);
