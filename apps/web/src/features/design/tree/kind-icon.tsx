import type { DesignItemKind, HttpMethod } from '@heron/contract';
import { MethodBadge } from './method-badge';
import { DocGlyph, FolderGlyph, ModelGlyph } from './tree-glyphs';

/** What leads a row: the method of an endpoint, an icon for the other kinds. */
export function KindIcon({ kind, method }: { kind: DesignItemKind; method: HttpMethod | null }) {
  if (kind === 'endpoint' && method) return <MethodBadge method={method} />;
  if (kind === 'folder') return <FolderGlyph />;
  if (kind === 'model') return <ModelGlyph />;
  return <DocGlyph />;
}
