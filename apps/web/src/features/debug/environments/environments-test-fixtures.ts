import type { Environment, ProjectVariables } from '@heron/contract';
import { fireEvent, waitFor } from '@testing-library/react';

// Environments for the picker's and the drawer's component tests: ids are real UUIDs, as the
// contract's schemas check them.

export const PROJECT = 'b0000000-0000-4000-8000-000000000001';
export const STAGING = 'b0000000-0000-4000-8000-000000000002';
export const PRODUCTION = 'b0000000-0000-4000-8000-000000000003';
export const CREATED = 'b0000000-0000-4000-8000-000000000004';

export const ENVIRONMENTS_ROUTE = `/api/v1/projects/${PROJECT}/environments`;
export const VARIABLES_ROUTE = `/api/v1/projects/${PROJECT}/variables`;
export const environmentRoute = (id: string) => `${ENVIRONMENTS_ROUTE}/${id}`;

export function makeEnvironment(overrides: Partial<Environment> & Pick<Environment, 'id'>) {
  return {
    projectId: PROJECT,
    name: 'Staging',
    baseUrl: 'https://staging.example.com',
    variables: [],
    version: 1,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  } satisfies Environment;
}

/** Staging: one plain variable and one secret whose value the browser never sees. */
export const STAGING_ENV = makeEnvironment({
  id: STAGING,
  version: 3,
  variables: [
    {
      name: 'user',
      value: 'ada',
      secret: false,
      enabled: true,
      description: 'Who signs in',
      isSet: true,
    },
    { name: 'token', value: null, secret: true, enabled: true, description: '', isSet: true },
  ],
});

export const PRODUCTION_ENV = makeEnvironment({
  id: PRODUCTION,
  name: 'Production',
  baseUrl: 'https://api.example.com',
});

export const NO_PROJECT_VARIABLES: ProjectVariables = { version: 0, variables: [] };

/** Opens the select `field` and picks the option showing `text`. */
export async function pickOption(field: HTMLElement, text: string) {
  fireEvent.mouseDown(field);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent === text,
    );
    if (found.length === 0) throw new Error(`No option "${text}"`);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}
