// The designer's public entry (issue 20): the project workspace loads it as its own chunk.
export const loadDesignWorkspace = () =>
  import('./shell/design-workspace').then((module) => module.DesignWorkspace);
// Started with the project, so the designer's chunk and data do not wait for it (issue 20).
export { preloadDesign } from './preload-design';
// The design settings (servers, security schemes), a page of the workspace's Settings section.
export const loadDesignSettingsPanel = () =>
  import('./settings/design-settings-panel').then((module) => module.DesignSettingsPanel);
