// The designer's public entry (issue 20): the project workspace loads it as its own chunk.
export const loadDesignWorkspace = () =>
  import('./shell/design-workspace').then((module) => module.DesignWorkspace);
