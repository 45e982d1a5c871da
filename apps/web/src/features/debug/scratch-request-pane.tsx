import { useMemo, useState } from 'react';
import type { DebugRequest } from '@heron/contract';
import { DebugPanel } from './debug-panel';
import { InheritedAuthScopeContext } from './inherited/inherited-auth-scope';
import { blankRequest } from '@heron/engine/debug';

export interface ScratchRequestPaneProps {
  projectId: string;
  readOnly: boolean;
  /** "Save as endpoint"; absent for those who may not change the design. */
  onSaveAsEndpoint?: (request: DebugRequest, bases: string[]) => void;
}

/** A blank request in a designer tab: nothing filled in, not checked against any design. */
export function ScratchRequestPane({
  projectId,
  readOnly,
  onSaveAsEndpoint,
}: ScratchRequestPaneProps) {
  const [initial] = useState(blankRequest);
  const scope = useMemo(() => ({ projectId, endpointId: null }), [projectId]);
  return (
    // In no folder: an `inherit` auth says what the design's security gives it.
    <InheritedAuthScopeContext value={scope}>
      <DebugPanel
        projectId={projectId}
        initial={initial}
        readOnly={readOnly}
        onSaveAsEndpoint={onSaveAsEndpoint}
      />
    </InheritedAuthScopeContext>
  );
}
