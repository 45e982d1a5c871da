import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';

// The debugger (request builder, response view, CodeMirror) loads when an endpoint is first run
// or a new request is opened, not with the designer.

export const EndpointRunPane = lazy(() =>
  loadChunk('endpoint-run-pane', () => import('../../debug/endpoint-run-pane')).then((module) => ({
    default: module.EndpointRunPane,
  })),
);

export const ScratchRequestPane = lazy(() =>
  loadChunk('scratch-request-pane', () => import('../../debug/scratch-request-pane')).then(
    (module) => ({ default: module.ScratchRequestPane }),
  ),
);
