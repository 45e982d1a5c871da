import { lazy } from 'react';
import type { DesignItemKind } from '@heron/contract';
import { loadChunk } from '../../../lib/load-chunk';

// The endpoint and model editors carry the schema and code editors (CodeMirror), the doc editor
// the markdown renderer: each loads when the first item of its kind opens, not with the tree,
// or a little earlier when it is known which one will open (`preloadEditor`).

const loadEndpointEditor = () =>
  loadChunk('endpoint-editor', () => import('../endpoint-editor/endpoint-editor'));
const loadModelEditor = () =>
  loadChunk('model-editor', () => import('../schema-editor/model-editor'));
const loadDocEditor = () => loadChunk('doc-editor', () => import('../doc-editor/doc-editor'));

export const EndpointEditor = lazy(() =>
  loadEndpointEditor().then((module) => ({ default: module.EndpointEditor })),
);

export const ModelEditor = lazy(() =>
  loadModelEditor().then((module) => ({ default: module.ModelEditor })),
);

export const DocEditor = lazy(() =>
  loadDocEditor().then((module) => ({ default: module.DocEditor })),
);

/**
 * Starts fetching the editor of an item's kind (a folder's panel comes with the designer). The
 * browser keeps the module, so the editor's own load later finds it there. A failure is left to
 * that load, which reports it.
 */
export function preloadEditor(kind: DesignItemKind): void {
  const load =
    kind === 'endpoint'
      ? loadEndpointEditor
      : kind === 'model'
        ? loadModelEditor
        : kind === 'doc'
          ? loadDocEditor
          : null;
  void load?.().catch(() => undefined);
}
