import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CreateEnvironmentBody,
  createEnvironmentRoute,
  deleteEnvironmentRoute,
  type Environment,
  getProjectVariablesRoute,
  listEnvironmentsRoute,
  type ProjectVariables,
  type UpdateEnvironmentBody,
  updateEnvironmentRoute,
  type updateProjectVariablesBody,
  updateProjectVariablesRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from './keys';
import { useStoredChoice } from '../../../lib/use-stored-choice';

/**
 * A project's environments and its project-wide variables (issue 6,
 * `packages/contract/src/routes/environments.ts`), and which environment the person has chosen.
 * Secret values never reach the browser: a secret reads `value: null` with `isSet`, and saving
 * it with `value: null` keeps what is stored.
 */

export type UpdateProjectVariablesInput = z.input<typeof updateProjectVariablesBody>;

// ---- Environments

export async function listEnvironments(
  projectId: string,
  signal?: AbortSignal,
): Promise<Environment[]> {
  const list = await callApi(listEnvironmentsRoute, { params: { projectId } }, { signal });
  return list.items;
}

export function environmentsQuery(projectId: string) {
  return queryOptions({
    queryKey: debugKeys.environments(projectId),
    queryFn: ({ signal }) => listEnvironments(projectId, signal),
  });
}

/** The project's environments, in picker order. */
export function useEnvironments(projectId: string, enabled = true) {
  return useQuery({ ...environmentsQuery(projectId), enabled });
}

/** Adds an environment (201), last in the picker; 409 ENVIRONMENT_NAME_TAKEN for a used name. */
export function createEnvironment({
  projectId,
  body,
}: {
  projectId: string;
  body: CreateEnvironmentBody;
}): Promise<Environment> {
  return callApi(createEnvironmentRoute, { params: { projectId }, body });
}

export function useCreateEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnvironment,
    onSuccess: async (created, { projectId }) => {
      // In the list at once, so the drawer can select it before the refetch answers.
      queryClient.setQueryData<Environment[]>(debugKeys.environments(projectId), (items) =>
        items ? [...items, created] : [created],
      );
      await queryClient.invalidateQueries({ queryKey: debugKeys.environments(projectId) });
    },
  });
}

/**
 * Saves an environment from the version it was loaded at (`body.baseVersion`); rejects with
 * EDIT_CONFLICT (see isEditConflict) when someone saved it since, and nothing is written.
 */
export function updateEnvironment({
  projectId,
  environmentId,
  body,
}: {
  projectId: string;
  environmentId: string;
  body: UpdateEnvironmentBody;
}): Promise<Environment> {
  return callApi(updateEnvironmentRoute, { params: { projectId, environmentId }, body });
}

export function useUpdateEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnvironment,
    onSuccess: (saved, { projectId }) => {
      queryClient.setQueryData<Environment[]>(debugKeys.environments(projectId), (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      );
    },
  });
}

export function deleteEnvironment({
  projectId,
  environmentId,
}: {
  projectId: string;
  environmentId: string;
}): Promise<void> {
  return callApi(deleteEnvironmentRoute, { params: { projectId, environmentId } });
}

export function useDeleteEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEnvironment,
    onSuccess: async (_, { projectId, environmentId }) => {
      queryClient.setQueryData<Environment[]>(debugKeys.environments(projectId), (items) =>
        items?.filter((item) => item.id !== environmentId),
      );
      await queryClient.invalidateQueries({ queryKey: debugKeys.environments(projectId) });
    },
  });
}

// ---- Project variables

/** The project's variables and their version (0 = never saved). */
export function getProjectVariables(
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectVariables> {
  return callApi(getProjectVariablesRoute, { params: { projectId } }, { signal });
}

export function projectVariablesQuery(projectId: string) {
  return queryOptions({
    queryKey: debugKeys.projectVariables(projectId),
    queryFn: ({ signal }) => getProjectVariables(projectId, signal),
  });
}

export function useProjectVariables(projectId: string) {
  return useQuery(projectVariablesQuery(projectId));
}

/** Saves the project's variables from `body.baseVersion`; EDIT_CONFLICT when someone came first. */
export function updateProjectVariables({
  projectId,
  body,
}: {
  projectId: string;
  body: UpdateProjectVariablesInput;
}): Promise<ProjectVariables> {
  return callApi(updateProjectVariablesRoute, { params: { projectId }, body });
}

export function useUpdateProjectVariables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectVariables,
    onSuccess: (saved, { projectId }) => {
      queryClient.setQueryData(debugKeys.projectVariables(projectId), saved);
    },
  });
}

// ---- The chosen environment

/** Where the chosen environment of a project is kept: per browser, across sessions. */
export function selectedEnvironmentStorageKey(projectId: string): string {
  return `heron.debug.environment.${projectId}`;
}

export interface SelectedEnvironment {
  /** The chosen environment's id; null for none, while loading, or when it no longer exists. */
  environmentId: string | null;
  /** The chosen environment as loaded (its base URL and variables), or null. */
  environment: Environment | null;
  /** Chooses an environment (null: none) for this project; remembered in this browser. */
  select: (environmentId: string | null) => void;
}

/**
 * The environment chosen for a project, remembered in localStorage
 * (`heron.debug.environment.<projectId>`). One that was deleted meanwhile reads as none.
 */
export function useSelectedEnvironment(projectId: string): SelectedEnvironment {
  // Every picker and request builder of the page reads the same choice.
  const [stored, select] = useStoredChoice(selectedEnvironmentStorageKey(projectId));
  const environments = useEnvironments(projectId);
  const environment = environments.data?.find((item) => item.id === stored) ?? null;
  return { environmentId: environment?.id ?? null, environment, select };
}
