// The designer's public entry (issue 20): the project workspace loads it as its own chunk.
export const loadDesignWorkspace = () =>
  import('./shell/design-workspace').then((module) => module.DesignWorkspace);
// The design settings (servers, security schemes), a page of the workspace's Settings section.
export const loadDesignSettingsPanel = () =>
  import('./settings/design-settings-panel').then((module) => module.DesignSettingsPanel);
