import type { DebugRequest, SendResult } from '@heron/contract';

/**
 * What the person did in a debug panel, kept while the page lives: switching an endpoint from
 * Run to Design and back, or closing and reopening its tab, gives back the edited request and
 * the last answer. Nothing here is saved; a reload starts from the design again.
 */
export interface PanelMemory {
  request: DebugRequest;
  result: SendResult | null;
}

const memory = new Map<string, PanelMemory>();

export function panelMemoryKey(projectId: string, endpointId: string): string {
  return `${projectId}/${endpointId}`;
}

export function recallPanel(key: string): PanelMemory | undefined {
  return memory.get(key);
}

export function rememberPanel(key: string, value: PanelMemory): void {
  memory.set(key, value);
}

/** Forgets everything (tests start from nothing). */
export function forgetPanels(): void {
  memory.clear();
}
