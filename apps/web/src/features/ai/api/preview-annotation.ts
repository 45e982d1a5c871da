import { useQuery } from '@tanstack/react-query';
import { previewAnnotationRoute, type AnnotationPreview, type Language } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { aiKeys } from './keys';

export interface PreviewRequest {
  /** Endpoints, models and folders; none: the whole project. */
  itemIds?: readonly string[] | undefined;
  language: Language;
}

/** What a run would fill and what it would cost; asks nothing of the model. */
export function previewAnnotation(
  projectId: string,
  { itemIds, language }: PreviewRequest,
  signal?: AbortSignal,
): Promise<AnnotationPreview> {
  return callApi(
    previewAnnotationRoute,
    { params: { projectId }, body: { itemIds: itemIds ? [...itemIds] : undefined, language } },
    { signal },
  );
}

/**
 * The preview of the dialog's scope in the language chosen. A POST that changes nothing, read
 * as a query: it is asked again when the language changes, and never served from an earlier
 * opening, since what is missing changes with every save and every review.
 */
export function useAnnotationPreview(projectId: string, request: PreviewRequest, enabled = true) {
  return useQuery({
    queryKey: aiKeys.preview(projectId, {
      itemIds: request.itemIds,
      language: request.language,
    }),
    queryFn: ({ signal }) => previewAnnotation(projectId, request, signal),
    staleTime: 0,
    enabled,
  });
}
