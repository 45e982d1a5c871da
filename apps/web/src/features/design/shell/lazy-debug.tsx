import { lazy } from 'react';
import { loadChunk } from '../../../lib/load-chunk';
import { loadEndpointRunPane, loadScratchRequestPane } from '../../debug';

// The debugger (request builder, response view, CodeMirror) loads when an endpoint is first run
// or a new request is opened, not with the designer.

export const EndpointRunPane = lazy(() =>
  loadChunk('endpoint-run-pane', loadEndpointRunPane).then((component) => ({
    default: component,
  })),
);

export const ScratchRequestPane = lazy(() =>
  loadChunk('scratch-request-pane', loadScratchRequestPane).then((component) => ({
    default: component,
  })),
);
