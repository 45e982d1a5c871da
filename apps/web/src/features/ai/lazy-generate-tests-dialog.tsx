import { lazy } from 'react';
import { loadChunk } from '../../lib/load-chunk';

// The dialog and its review load when first opened, not with the designer.
export const GenerateTestsDialog = lazy(() =>
  loadChunk('generate-tests-dialog', () => import('./tests/generate-tests-dialog')).then(
    (module) => ({ default: module.GenerateTestsDialog }),
  ),
);
