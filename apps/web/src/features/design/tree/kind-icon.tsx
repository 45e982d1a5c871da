import type { DesignItemKind, HttpMethod } from '@heron/contract';
import { MethodBadge } from './method-badge';
import { DocGlyph, FolderGlyph, ModelGlyph } from './tree-glyphs';

const ICON_COLOUR = '#98A2B3';

/** What leads a row: the method of an endpoint, an icon for the other kinds. */
export function KindIcon({ kind, method }: { kind: DesignItemKind; method: HttpMethod | null }) {
  if (kind === 'endpoint' && method) return <MethodBadge method={method} />;
  if (kind === 'folder') return <FolderGlyph colour={ICON_COLOUR} />;
  if (kind === 'model') return <ModelGlyph colour={ICON_COLOUR} />;
  return <DocGlyph colour={ICON_COLOUR} />;
}
