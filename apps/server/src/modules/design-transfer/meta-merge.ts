import type { DesignMeta } from '@heron/contract';
import { jsonEqual } from '../../lib/json-values.js';

/**
 * The project's design settings after an import: what the project has is kept, what the import
 * brings that the project lacks is added. Nothing the project already has is replaced without the
 * person choosing it (there is no per-setting choice in the preview), so:
 * - servers are matched by URL, security schemes, tags and every other component by name, path
 *   extras by path, unmodelled top-level fields by field name: only new ones are added;
 * - `info` is taken from the import only when the project's is empty (a new project);
 * - the project-wide `security` is taken from the import only when the project has none;
 * - the OpenAPI version is the import's only when the project had no settings yet.
 */
export function mergeDesignMeta(
  current: DesignMeta,
  imported: DesignMeta,
  options: { hasStoredMeta: boolean },
): { meta: DesignMeta; isChanged: boolean } {
  const isInfoEmpty =
    current.info.title === '' &&
    current.info.version === '' &&
    !current.info.description &&
    current.info.extra === undefined;
  const components: DesignMeta['components'] = { ...current.components };
  for (const [type, named] of Object.entries(imported.components)) {
    components[type] = addMissing(components[type] ?? {}, named);
  }
  const extra = addMissing(current.extra ?? {}, imported.extra ?? {});
  const meta: DesignMeta = {
    ...current,
    openapi: options.hasStoredMeta ? current.openapi : imported.openapi,
    info: isInfoEmpty ? imported.info : current.info,
    servers: [
      ...current.servers,
      ...imported.servers.filter((s) => !current.servers.some((c) => c.url === s.url)),
    ],
    security: current.security.length > 0 ? current.security : imported.security,
    securitySchemes: addMissing(current.securitySchemes, imported.securitySchemes),
    tags: [
      ...current.tags,
      ...imported.tags.filter((t) => !current.tags.some((c) => c.name === t.name)),
    ],
    components,
    pathExtras: addMissing(current.pathExtras, imported.pathExtras),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
  return { meta, isChanged: !jsonEqual(meta, current) };
}

function addMissing<T>(current: Record<string, T>, incoming: Record<string, T>): Record<string, T> {
  const merged = { ...current };
  for (const [name, value] of Object.entries(incoming)) {
    if (!Object.hasOwn(merged, name)) merged[name] = value;
  }
  return merged;
}
