import { lazy } from 'react';
import { loadChunk } from '../../lib/load-chunk';

// The mock's screens load when first opened, not with the designer: the endpoint pane brings
// the code editor, the panel a table polled while it is open.

export const MockPanel = lazy(() =>
  loadChunk('mock-panel', () => import('./panel/mock-panel')).then((module) => ({
    default: module.MockPanel,
  })),
);

export const EndpointMockPane = lazy(() =>
  loadChunk('endpoint-mock-pane', () => import('./endpoint/endpoint-mock-pane')).then((module) => ({
    default: module.EndpointMockPane,
  })),
);
