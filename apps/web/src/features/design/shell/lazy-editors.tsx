import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';

// The endpoint and model editors carry the schema and code editors (CodeMirror), the doc editor
// the markdown renderer: each loads when the first item of its kind opens, not with the tree.

export const EndpointEditor = lazy(() =>
  loadChunk('endpoint-editor', () => import('../endpoint-editor/endpoint-editor')).then(
    (module) => ({ default: module.EndpointEditor }),
  ),
);

export const ModelEditor = lazy(() =>
  loadChunk('model-editor', () => import('../schema-editor/model-editor')).then((module) => ({
    default: module.ModelEditor,
  })),
);

export const DocEditor = lazy(() =>
  loadChunk('doc-editor', () => import('../doc-editor/doc-editor')).then((module) => ({
    default: module.DocEditor,
  })),
);
