import type { MenuProps } from 'antd';
import type { DesignItemKind, DesignSection, TreeNode } from '@heron/contract';
import type { TFunction } from 'i18next';
import type { DesignActions } from '../shell/design-context';
import { isSectionKey, sectionOfKey, type TreeIndex } from '../../../lib/design/tree-index';

/** A row of the tree a menu is for: a section's root or an item. */
export type MenuTarget =
  { type: 'section'; section: DesignSection } | { type: 'node'; node: TreeNode };

/** The menu target of a tree key; null for a key the tree no longer has. */
export function menuTargetOf(index: TreeIndex, key: string): MenuTarget | null {
  if (isSectionKey(key)) return { type: 'section', section: sectionOfKey(key) };
  const node = index.byId.get(key);
  return node ? { type: 'node', node } : null;
}

const NEW_KINDS: Record<DesignSection, DesignItemKind[]> = {
  api: ['endpoint', 'doc', 'folder'],
  model: ['model', 'folder'],
};

type MenuAction =
  'open' | 'rename' | 'export' | 'annotate' | 'generate-tests' | 'delete' | `new-${DesignItemKind}`;
type MenuItems = NonNullable<MenuProps['items']>;

const DIVIDER = { type: 'divider' } as const;

/** What AI annotation fills: an endpoint's or a model's texts and examples, a folder's items'. */
const ANNOTATED_KINDS: ReadonlySet<DesignItemKind> = new Set(['endpoint', 'model', 'folder']);

/** The kinds that can be created in a section. */
export function newKindsOf(section: DesignSection): readonly DesignItemKind[] {
  return NEW_KINDS[section];
}

function newItems(section: DesignSection, t: TFunction): MenuItems {
  return NEW_KINDS[section].map((kind) => ({
    key: `new-${kind}` satisfies MenuAction,
    label: t(`design.tree.new.${kind}`),
  }));
}

/**
 * The right-click (and "more") menu of a row. Read-only designs offer only what changes nothing:
 * open and export (AI annotation and test generation write, and spend the project's points).
 */
export function menuItemsFor(target: MenuTarget, readOnly: boolean, t: TFunction): MenuItems {
  const items: MenuItems = [];
  const add = (key: MenuAction, label: string, danger = false) =>
    items.push({ key, label, danger, 'data-testid': `design-menu-${key}` } as MenuItems[number]);

  if (target.type === 'section') {
    if (!readOnly) items.push(...newItems(target.section, t));
    if (target.section === 'api') {
      if (items.length > 0) items.push(DIVIDER);
      add('export', t('design.tree.menu.exportProject'));
    }
    return items;
  }

  const { node } = target;
  if (node.kind === 'folder') {
    if (!readOnly) {
      items.push(...newItems(node.section, t), DIVIDER);
      add('rename', t('design.tree.menu.rename'));
    }
    add('export', t('design.tree.menu.exportFolder'));
  } else {
    add('open', t('design.tree.menu.open'));
    if (node.kind === 'doc' && !readOnly) add('rename', t('design.tree.menu.rename'));
  }
  if (!readOnly && ANNOTATED_KINDS.has(node.kind)) add('annotate', t('design.tree.annotate'));
  if (!readOnly && node.kind === 'endpoint') add('generate-tests', t('design.tree.generateTests'));
  if (!readOnly) {
    items.push(DIVIDER);
    add('delete', t('design.tree.menu.delete'), true);
  }
  return items;
}

/**
 * Whether a row has a menu, without building it: every item can be opened and every folder
 * exported; only a read-only design's model section offers nothing.
 */
export function hasMenuItems(target: MenuTarget, readOnly: boolean): boolean {
  return !(readOnly && target.type === 'section' && target.section === 'model');
}

/** Runs a menu choice. */
export function runMenuAction(target: MenuTarget, key: string, actions: DesignActions) {
  const section = target.type === 'section' ? target.section : target.node.section;
  const folderId = target.type === 'node' && target.node.kind === 'folder' ? target.node.id : null;
  if (key.startsWith('new-')) {
    const kind = key.slice('new-'.length) as DesignItemKind;
    actions.createItem({ kind, section, parentId: folderId });
    return;
  }
  if (key === 'export') {
    actions.exportDesign(folderId ?? undefined);
    return;
  }
  if (target.type === 'section') return;
  const { node } = target;
  if (key === 'open') actions.openItem(node.id);
  else if (key === 'rename') actions.renameItem(node);
  else if (key === 'annotate') actions.annotate({ itemIds: [node.id], title: node.name });
  else if (key === 'generate-tests') {
    actions.generateTests({ endpointId: node.id, title: node.name });
  } else if (key === 'delete') actions.deleteItem(node);
}
