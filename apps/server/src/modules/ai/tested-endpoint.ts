import type { EndpointData } from '@heron/contract';
import { modelNameOfRef } from '@heron/engine/model';
import type { Db } from '../access/index.js';
import { loadItemContent, loadLiveModels, readItemData } from '../design/index.js';

/** The most data models sent with an endpoint to generate its tests: its own and theirs. */
const MODELS_MAX = 30;

/** Every `$ref` to a data model in `value`, by model name. */
function referencedModels(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) referencedModels(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = modelNameOfRef(child);
        if (name !== null) into.add(name);
      } else {
        referencedModels(child, into);
      }
    }
  }
}

/**
 * The endpoint AI test generation writes cases for (issue 24): its name and design, and the data
 * models it uses (and they use), so the model knows the bodies' shapes. Null when it is not a
 * live endpoint of the project.
 */
export async function loadTestedEndpoint(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<{
  id: string;
  name: string;
  data: EndpointData;
  models: Record<string, unknown>;
} | null> {
  const row = (await loadItemContent(db, projectId, [endpointId])).get(endpointId);
  if (!row || row.kind !== 'endpoint') return null;
  const data = readItemData('endpoint', row.data) as EndpointData;
  const all = await loadLiveModels(db, projectId);
  const wanted = new Set<string>();
  referencedModels(data, wanted);
  const models: Record<string, unknown> = {};
  // Breadth first, so the models the endpoint names come before those they name.
  for (const name of wanted) {
    if (Object.keys(models).length >= MODELS_MAX) break;
    if (!all.has(name) || name in models) continue;
    models[name] = all.get(name);
    referencedModels(models[name], wanted);
  }
  return { id: endpointId, name: row.name, data, models };
}
