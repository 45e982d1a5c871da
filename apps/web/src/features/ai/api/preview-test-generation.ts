import { useQuery } from '@tanstack/react-query';
import {
  previewTestGenerationRoute,
  type AiCostPreview,
  type PreviewTestGenerationBody,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

/** What generating tests for the endpoint would cost, and what may be spent; asks no model. */
export function previewTestGeneration(
  projectId: string,
  body: PreviewTestGenerationBody,
  signal?: AbortSignal,
): Promise<AiCostPreview> {
  return callApi(previewTestGenerationRoute, { params: { projectId }, body }, { signal });
}

/**
 * The cost of a test generation run for the endpoint in the language chosen, as the annotation
 * preview is read: a query asked again when the language changes, and never served from an
 * earlier opening, since the points left change with every run.
 */
export function useTestGenerationPreview(projectId: string, body: PreviewTestGenerationBody) {
  return useQuery({
    queryKey: aiKeys.testsPreview(projectId, body),
    queryFn: ({ signal }) => previewTestGeneration(projectId, body, signal),
    staleTime: 0,
  });
}
