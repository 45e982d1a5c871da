import type { BodyType, DesignMeta } from '@heron/contract';
import { designMetaSchema } from '@heron/contract';

/** The `{name}` segments of an endpoint path, in order, each once. */
export function pathParameterNames(path: string): string[] {
  const names = new Set<string>();
  for (const match of path.matchAll(/\{([^{}/]+)\}/g)) names.add(match[1]!);
  return [...names];
}

/** The editor's body kind for a content type. */
export function bodyTypeOf(contentType: string | undefined): BodyType {
  if (contentType === undefined) return 'none';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*') return 'json';
  if (type === 'multipart/form-data') return 'form-data';
  if (type === 'application/x-www-form-urlencoded') return 'x-www-form-urlencoded';
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml';
  if (type.startsWith('text/')) return 'raw';
  return 'binary';
}

/** The content type a body kind starts with when picked in the editor. */
export const DEFAULT_CONTENT_TYPES: Record<Exclude<BodyType, 'none'>, string> = {
  json: 'application/json',
  'form-data': 'multipart/form-data',
  'x-www-form-urlencoded': 'application/x-www-form-urlencoded',
  xml: 'application/xml',
  raw: 'text/plain',
  binary: 'application/octet-stream',
};

/** The `$ref` that points at a data model, and back. */
export const MODEL_REF_PREFIX = '#/components/schemas/';
export function modelRef(name: string): string {
  return MODEL_REF_PREFIX + name.replaceAll('~', '~0').replaceAll('/', '~1');
}
export function modelNameOfRef(ref: string): string | null {
  if (!ref.startsWith(MODEL_REF_PREFIX)) return null;
  return ref.slice(MODEL_REF_PREFIX.length).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** A new project's design settings. */
export function emptyDesignMeta(): DesignMeta {
  return designMetaSchema.parse({});
}
