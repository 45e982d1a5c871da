import { ApartmentOutlined, FileMarkdownOutlined, FolderOutlined } from '@ant-design/icons';
import type { DesignItemKind, HttpMethod } from '@heron/contract';
import { MethodBadge } from './method-badge';

const ICON_STYLE = { color: '#98A2B3', flex: 'none' } as const;

/** What leads a row: the method of an endpoint, an icon for the other kinds. */
export function KindIcon({ kind, method }: { kind: DesignItemKind; method: HttpMethod | null }) {
  if (kind === 'endpoint' && method) return <MethodBadge method={method} />;
  if (kind === 'folder') return <FolderOutlined aria-hidden style={ICON_STYLE} />;
  if (kind === 'model') return <ApartmentOutlined aria-hidden style={ICON_STYLE} />;
  return <FileMarkdownOutlined aria-hidden style={ICON_STYLE} />;
}
