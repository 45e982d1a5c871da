// The development outbox's public entry (issue 20): its screen, its own chunk.
export const loadDevOutboxPage = () =>
  import('./dev-outbox-page').then((module) => module.DevOutboxPage);
