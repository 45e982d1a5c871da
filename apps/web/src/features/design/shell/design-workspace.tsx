import { Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { App, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { DesignItem, MoveItemBody, ProjectSummary, TreeNode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteDesignItem } from '../api/delete-design-item';
import { useDesignMeta } from '../../../lib/design/get-design-meta';
import { designItemQuery } from '../../../lib/design/get-design-item';
import { useDesignTree } from '../../../lib/design/get-design-tree';
import { designChanged } from '../api/invalidate';
import { useMoveDesignItem } from '../api/move-design-item';
import { useUpdateDesignItem } from '../api/update-design-item';
import {
  AnnotateDialog,
  GenerateTestsDialog,
  type AnnotateScope,
  type GenerateTestsScope,
} from '../../ai';
import { newScratchId } from '../../debug';
import { QuickOpenDialog } from '../quick-open/quick-open-dialog';
import { DesignTrashDrawer } from '../trash/design-trash-drawer';
import { CreateItemDialog } from '../tree/create-item-dialog';
import { DesignSidebar } from '../tree/design-sidebar';
import { RenameItemDialog } from '../tree/rename-item-dialog';
import {
  buildTreeIndex,
  descendantsOf,
  keysToReveal,
  modelNamesOf,
  SECTION_KEYS,
} from '../../../lib/design/tree-index';
import {
  DesignContext,
  type CreateTarget,
  type DesignActions,
  type DesignContextValue,
} from './design-context';
import { EditorTabs } from './editor-tabs';
import { preloadEditor } from './lazy-editors';
import { ReadOnlyNotice } from './read-only-notice';
import { ExportDialog, ImportDialog } from './transfer-dialogs';
import { useDesignFeedback } from './use-design-feedback';
import { useDesignTabs } from './use-design-tabs';
import { useDrafts } from './use-drafts';
import { useReportUnsaved } from '../../../lib/unsaved-work';
import { TreePane } from './tree-pane';
import { useTreePane } from './use-tree-pane';
import { DESIGN_TEST_IDS } from './test-ids';

// The designer fills the workspace's section below its header; on a very short window it keeps
// room for the tree and an editor, and the page scrolls instead.
const DESIGNER_MIN_HEIGHT = 480;
const SECTIONS = [SECTION_KEYS.api, SECTION_KEYS.model];
// Not a fresh literal: antd's button props do not list data attributes.
const DELETE_OK_PROPS = { danger: true, 'data-testid': DESIGN_TEST_IDS.deleteOk };

export interface DesignWorkspaceProps {
  project: ProjectSummary;
  /** False while another workspace tab is shown: the designer stays mounted, keys go elsewhere. */
  isVisible?: boolean;
}

/**
 * The API designer of a project (issue 5): the tree on the left (resizable and collapsible,
 * issue 21), open items in tabs on the right. The shown item is in the address (`?item=<id>`); unsaved changes live here, above the
 * tabs, and are guarded when a tab closes or the person leaves.
 */
export function DesignWorkspace({ project, isVisible = true }: DesignWorkspaceProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const feedback = useDesignFeedback();
  const projectId = project.id;
  const readOnly = !project.can.edit;

  const tree = useDesignTree(projectId);
  const meta = useDesignMeta(projectId);
  const index = useMemo(() => buildTreeIndex(tree.data?.nodes ?? []), [tree.data]);
  const models = useMemo(() => modelNamesOf(index), [index]);
  const schemeMap = meta.data?.meta.securitySchemes;
  const securitySchemes = useMemo(() => Object.keys(schemeMap ?? {}), [schemeMap]);

  const drafts = useDrafts();
  const tabs = useDesignTabs(projectId, isVisible);
  useReportUnsaved(drafts.hasUnsaved);
  const treePane = useTreePane();
  const move = useMoveDesignItem();
  const remove = useDeleteDesignItem();
  const update = useUpdateDesignItem();

  // The person's expanded folders, plus the folders above the item to reveal (the one opened
  // from a link, or just created), until the person expands or collapses something.
  const [expansion, setExpansion] = useState<{ keys: string[]; reveal: string | null }>(() => ({
    keys: SECTIONS,
    reveal: tabs.activeId,
  }));
  const expandedKeys = useMemo(
    () =>
      expansion.reveal
        ? [...new Set([...expansion.keys, ...keysToReveal(index, expansion.reveal)])]
        : expansion.keys,
    [expansion, index],
  );

  const [creating, setCreating] = useState<CreateTarget | null>(null);
  const [renaming, setRenaming] = useState<TreeNode | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [exporting, setExporting] = useState<{ folderId?: string } | null>(null);
  const [annotating, setAnnotating] = useState<AnnotateScope | null>(null);
  const [generatingTests, setGeneratingTests] = useState<GenerateTestsScope | null>(null);
  const [isTrashOpen, setIsTrashOpen] = useState(false);
  const [isQuickOpen, setIsQuickOpen] = useState(false);

  const { open: openTab, close: closeTabs } = tabs;
  const { remove: removeDrafts, update: updateDraft } = drafts;

  const revealItem = useCallback(
    (id: string) => setExpansion({ keys: expandedKeys, reveal: id }),
    [expandedKeys],
  );
  const openItem = useCallback(
    (id: string) => {
      openTab(id);
      revealItem(id);
    },
    [openTab, revealItem],
  );

  const deleteItem = useCallback<DesignActions['deleteItem']>(
    (item) =>
      modal.confirm({
        title: t('design.shell.deleteConfirm.title', { name: item.name }),
        content:
          item.kind === 'folder'
            ? t('design.shell.deleteConfirm.folder')
            : t('design.shell.deleteConfirm.item'),
        okText: t('design.shell.deleteConfirm.ok'),
        okButtonProps: DELETE_OK_PROPS,
        cancelText: t('design.shell.deleteConfirm.cancel'),
        onOk: async () => {
          // Read before the tree refetches without them.
          const gone = [item.id, ...descendantsOf(index, item.id)];
          try {
            await remove.mutateAsync({ projectId, itemId: item.id });
            closeTabs(gone, { isGone: true });
            removeDrafts(gone);
            feedback.succeed('delete');
          } catch (error) {
            feedback.fail(error);
          }
        },
      }),
    [modal, t, index, remove, projectId, closeTabs, removeDrafts, feedback],
  );

  // A rename writes the name over the item as saved now (fetched fresh), never over content
  // someone else saved. An open tab's unsaved changes continue from the renamed version only
  // when nobody else saved in between; otherwise their save meets the conflict dialog.
  const renameItem = async (node: TreeNode, name: string) => {
    const fresh = await queryClient.fetchQuery({
      ...designItemQuery(projectId, node.id),
      staleTime: 0,
    });
    const saved = await update.mutateAsync({
      projectId,
      itemId: node.id,
      body: { baseVersion: fresh.version, name, data: fresh.data },
    });
    updateDraft(node.id, (draft) =>
      draft && draft.baseVersion === fresh.version
        ? { ...draft, name, baseVersion: saved.version }
        : draft,
    );
    feedback.succeed('edit');
  };

  const onMove = (itemId: string, body: MoveItemBody) =>
    move.mutate({ projectId, itemId, body }, { onError: feedback.fail });

  const onCreated = (item: DesignItem) => {
    setCreating(null);
    openTab(item.id);
    revealItem(item.id);
    feedback.succeed('create');
  };

  const actions = useMemo<DesignActions>(
    () => ({
      openItem,
      revealItem,
      // The new item's editor loads while its name is typed, not after it is created.
      createItem: (target) => {
        preloadEditor(target.kind);
        setCreating(target);
      },
      renameItem: setRenaming,
      deleteItem,
      exportDesign: (folderId) => setExporting({ folderId }),
      importDesign: () => setIsImportOpen(true),
      annotate: setAnnotating,
      generateTests: setGeneratingTests,
      openTrash: () => setIsTrashOpen(true),
      quickOpen: () => setIsQuickOpen(true),
      newRequest: () => openTab(newScratchId()),
    }),
    [openItem, revealItem, deleteItem, openTab],
  );

  const value = useMemo<DesignContextValue>(
    () => ({
      project,
      projectId,
      readOnly,
      index,
      models,
      securitySchemes,
      drafts,
      actions,
    }),
    [project, projectId, readOnly, index, models, securitySchemes, drafts, actions],
  );

  // Ctrl/Cmd+K opens the quick open while the designer is on screen (issue 21). Captured before
  // the editors, so a code field never takes it.
  const onQuickOpenKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.key.toLowerCase() !== 'k') return;
    event.preventDefault();
    setIsQuickOpen(true);
  });
  useEffect(() => {
    if (!isVisible) return;
    const listener = (event: KeyboardEvent) => onQuickOpenKey(event);
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, [isVisible]);

  const parentName = creating?.parentId ? (index.byId.get(creating.parentId)?.name ?? null) : null;

  return (
    <DesignContext.Provider value={value}>
      <Flex
        vertical
        data-testid={DESIGN_TEST_IDS.workspace}
        style={{ flex: 1, minWidth: 0, minHeight: DESIGNER_MIN_HEIGHT, height: '100%' }}
      >
        {readOnly && <ReadOnlyNotice project={project} />}
        <Flex style={{ flex: 1, minHeight: 0 }}>
          <TreePane pane={treePane}>
            <DesignSidebar
              isLoading={tree.isPending}
              error={tree.error}
              onRetry={() => void tree.refetch()}
              activeId={tabs.activeId}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpansion({ keys, reveal: null })}
              onMove={onMove}
            />
          </TreePane>
          <div style={{ flex: 1, minWidth: 0, paddingTop: 8 }}>
            <EditorTabs tabs={tabs} isVisible={isVisible} />
          </div>
        </Flex>
      </Flex>
      <CreateItemDialog
        projectId={projectId}
        target={creating}
        parentName={parentName}
        onClose={() => setCreating(null)}
        onCreated={onCreated}
      />
      <RenameItemDialog node={renaming} onClose={() => setRenaming(null)} onRename={renameItem} />
      {isImportOpen && (
        <Suspense fallback={null}>
          <ImportDialog
            projectId={projectId}
            teamId={project.isPersonal ? undefined : project.teamId}
            open
            onClose={() => {
              setIsImportOpen(false);
              // Whatever the import wrote shows in the tree and the open tabs.
              void designChanged(queryClient, projectId);
            }}
          />
        </Suspense>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            projectId={projectId}
            open
            onClose={() => setExporting(null)}
            folderId={exporting.folderId}
          />
        </Suspense>
      )}
      {annotating && (
        <Suspense fallback={null}>
          <AnnotateDialog
            projectId={projectId}
            teamId={project.isPersonal ? undefined : project.teamId}
            scope={annotating}
            open
            onClose={() => setAnnotating(null)}
          />
        </Suspense>
      )}
      {generatingTests && (
        <Suspense fallback={null}>
          <GenerateTestsDialog
            projectId={projectId}
            teamId={project.isPersonal ? undefined : project.teamId}
            scope={generatingTests}
            open
            onClose={() => setGeneratingTests(null)}
          />
        </Suspense>
      )}
      <DesignTrashDrawer open={isTrashOpen} onClose={() => setIsTrashOpen(false)} />
      <QuickOpenDialog open={isQuickOpen} onClose={() => setIsQuickOpen(false)} />
    </DesignContext.Provider>
  );
}
