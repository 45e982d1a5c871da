import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type createProjectBody, createProjectRoute, type ProjectSummary } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { projectChanged } from '../../../lib/projects/project-changed';

export type CreateProjectBody = z.input<typeof createProjectBody>;

/** Creates a project (201); 402 PROJECT_LIMIT_REACHED when the team's plan is full. */
export function createProject(body: CreateProjectBody): Promise<ProjectSummary> {
  return callApi(createProjectRoute, { body });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => projectChanged(queryClient, project),
  });
}
