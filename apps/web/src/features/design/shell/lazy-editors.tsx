import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';

// The endpoint and model editors carry the schema and code editors (CodeMirror): they load when
// the first endpoint or model opens, not with the tree.

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
