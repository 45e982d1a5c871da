import { useMemo } from 'react';
import type { DesignServer } from '@heron/contract';
import { sendableServers, type SendableServer } from '@heron/engine/debug';
import { useDesignMeta } from '../../../lib/design/get-design-meta';
import { useStoredChoice } from '../../../lib/use-stored-choice';

/**
 * The design's servers as the debugger sends to them (issue 21): a URL that is a path goes to
 * the environment's base URL, else to one of these (the one picked, else the first). The pick
 * is remembered per project in this browser (`heron.debug.server.<projectId>`), as the
 * environment is.
 */

export interface DesignServers {
  /** As the design lists them; undefined while the design's settings are not known. */
  servers: readonly DesignServer[] | undefined;
  /** The ones a request can be sent to (a full http(s) address), in order. */
  sendable: SendableServer[];
  /** The server picked among several, as the design writes it; null for the first. */
  serverUrl: string | null;
  select: (serverUrl: string) => void;
}

export const selectedServerStorageKey = (projectId: string) => `heron.debug.server.${projectId}`;

export function useDesignServers(projectId: string): DesignServers {
  const meta = useDesignMeta(projectId);
  const [stored, store] = useStoredChoice(selectedServerStorageKey(projectId));
  const servers = meta.data?.meta.servers;
  const sendable = useMemo(() => sendableServers(servers ?? []), [servers]);
  const select = store as (serverUrl: string) => void;
  // A pick the design no longer has reads as none: the first server then.
  const serverUrl = sendable.some((server) => server.url === stored) ? stored : null;
  return { servers, sendable, serverUrl, select };
}
