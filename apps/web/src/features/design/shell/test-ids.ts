/**
 * The designer's `data-testid`s, for component tests and the browser journeys. Stable: change
 * one only with the tests that name it.
 */
export const DESIGN_TEST_IDS = {
  workspace: 'design-workspace',
  readOnly: 'design-read-only',
  tree: 'design-tree',
  treePane: 'design-tree-pane',
  treeResizer: 'design-tree-resizer',
  treeToggle: 'design-tree-toggle',
  search: 'design-search',
  toolbar: 'design-toolbar',
  more: 'design-more',
  quickOpen: 'design-quick-open',
  quickOpenDialog: 'design-quick-open-dialog',
  newItem: 'design-new',
  import: 'design-import',
  export: 'design-export',
  trash: 'design-trash',
  createOk: 'design-create-ok',
  deleteOk: 'design-delete-ok',
  editor: 'design-editor',
  itemTitle: 'design-item-title',
  dirty: 'design-dirty',
  tabDirty: 'design-tab-dirty',
  tabMenu: 'design-tabs-menu',
  save: 'design-save',
  history: 'design-history',
  delete: 'design-delete',
  conflict: 'design-conflict',
  conflictCancel: 'design-conflict-cancel',
  conflictTakeTheirs: 'design-conflict-take-theirs',
  conflictKeepMine: 'design-conflict-keep-mine',
  folderPanel: 'design-folder-panel',
  folderExport: 'design-folder-export',
  folderAuth: 'design-folder-auth',
  docText: 'design-doc-text',
  docPreview: 'design-doc-preview',
  historyDrawer: 'design-history-drawer',
  historyCompare: 'design-history-compare',
  compare: 'design-compare',
  compareLeft: 'design-compare-left',
  compareRight: 'design-compare-right',
  trashPanel: 'design-trash-panel',
  settingsPanel: 'design-settings-panel',
  settingsServers: 'design-settings-servers',
  settingsAddServer: 'design-settings-add-server',
  settingsScheme: 'design-settings-scheme',
  settingsAddScheme: 'design-settings-add-scheme',
  settingsSecurity: 'design-settings-security',
  settingsSave: 'design-settings-save',
} as const;

/** Test ids that name a row, a tab or a version. */
export const designTestIdOf = {
  /** A tree row, by item id. */
  node: (id: string) => `design-node-${id}`,
  section: (section: string) => `design-section-${section}`,
  tab: (id: string) => `design-tab-${id}`,
  /** An item of the tabs' menu ("design-tabs-close-others"): not `design-tab-`, which names a tab. */
  tabAction: (action: string) => `design-tabs-${action}`,
  /** An item of the tree menus ("design-menu-rename") or the "+" menu ("design-new-endpoint"). */
  menu: (action: string) => `design-menu-${action}`,
  newMenu: (choice: string) => `design-new-${choice}`,
  historyRestore: (version: number) => `design-history-restore-${version}`,
  trashRestore: (id: string) => `design-trash-restore-${id}`,
  trashPurge: (id: string) => `design-trash-purge-${id}`,
};
