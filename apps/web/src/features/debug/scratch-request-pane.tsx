import { useState } from 'react';
import { DebugPanel } from './debug-panel';
import { blankRequest } from './request/request-from-endpoint';

export interface ScratchRequestPaneProps {
  projectId: string;
  readOnly: boolean;
}

/** A blank request in a designer tab: nothing filled in, not checked against any design. */
export function ScratchRequestPane({ projectId, readOnly }: ScratchRequestPaneProps) {
  const [initial] = useState(blankRequest);
  return <DebugPanel projectId={projectId} initial={initial} readOnly={readOnly} />;
}
