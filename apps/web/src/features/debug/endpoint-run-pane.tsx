import { useMemo } from 'react';
import type { EndpointData } from '@heron/contract';
import { DebugPanel } from './debug-panel';
import { InheritedAuthScopeContext } from './inherited/inherited-auth-scope';
import { requestFromEndpoint } from '@heron/engine/debug';

export interface EndpointRunPaneProps {
  projectId: string;
  endpointId: string;
  /** The endpoint as the editor shows it (unsaved changes included). */
  endpoint: EndpointData;
  readOnly: boolean;
}

/**
 * The Run view of an endpoint (Apifox's "Run" tab): a request filled in from the design, sent
 * with the endpoint's id so the answer is checked against it. The person's edits outlive the
 * switch back to Design; "Reset from design" starts again from the endpoint as it is now.
 */
export function EndpointRunPane({
  projectId,
  endpointId,
  endpoint,
  readOnly,
}: EndpointRunPaneProps) {
  const initial = useMemo(() => requestFromEndpoint(endpoint), [endpoint]);
  const scope = useMemo(() => ({ projectId, endpointId }), [projectId, endpointId]);
  return (
    // An `inherit` auth says which folder (or the design) it comes from.
    <InheritedAuthScopeContext value={scope}>
      <DebugPanel
        projectId={projectId}
        initial={initial}
        endpointId={endpointId}
        readOnly={readOnly}
      />
    </InheritedAuthScopeContext>
  );
}
