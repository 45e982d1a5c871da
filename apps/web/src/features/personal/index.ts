// The personal space's public entry (issue 20): its screen, its own chunk.
export const loadPersonalSpacePage = () =>
  import('./personal-space-page').then((module) => module.PersonalSpacePage);
