import { lazy } from 'react';
import { loadChunk } from '../../lib/load-chunk';

// The Tests section loads when first opened, not with the workspace: its editor brings the code
// field (CodeMirror) for scripts and the engine's reading of data files.
export const TestsSection = lazy(() =>
  loadChunk('tests-section', () => import('./tests-section')).then((module) => ({
    default: module.TestsSection,
  })),
);
