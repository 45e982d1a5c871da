import { createContext, useContext } from 'react';

/**
 * What the debugger tells its auth editor about the request: the project and the endpoint it
 * runs (null for a request of no endpoint), so an `inherit` auth can say where it comes from.
 * Outside a debugger there is none, and the editor shows its general hint.
 */
export interface InheritedAuthScope {
  projectId: string;
  endpointId: string | null;
}

export const InheritedAuthScopeContext = createContext<InheritedAuthScope | null>(null);

export function useInheritedAuthScope(): InheritedAuthScope | null {
  return useContext(InheritedAuthScopeContext);
}
