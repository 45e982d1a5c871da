import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { previewAiImportRoute, type AiCostPreview, type StartAiImportBody } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { aiKeys } from './keys';

/** Waits this long after the last keystroke: one preview a pause, not one a character. */
const TYPING_PAUSE_MS = 400;
/** Each pause's material (up to 100,000 characters) is a key of its own: let go of them soon. */
const FORGET_AFTER_MS = 30_000;

/** What reading the material with AI import would cost, and what may be spent; asks no model. */
export function previewAiImport(
  projectId: string,
  body: StartAiImportBody,
  signal?: AbortSignal,
): Promise<AiCostPreview> {
  return callApi(previewAiImportRoute, { params: { projectId }, body }, { signal });
}

/**
 * The cost of reading the material being typed, asked once typing pauses: undefined until known.
 * `body` is what Start would send, parsed by the contract; null while the material is empty or
 * too long (or no preview is wanted), when nothing is asked and nothing shown. The last estimate
 * stays while the next is asked, so the figures do not blink away at every pause.
 */
export function useAiImportPreview(
  projectId: string,
  body: StartAiImportBody | null,
): AiCostPreview | undefined {
  const settled = useDebouncedValue(body, TYPING_PAUSE_MS);
  const asked = body === null ? null : settled;
  const preview = useQuery({
    queryKey: aiKeys.importPreview(projectId, asked ?? { text: '', language: '' }),
    queryFn: asked ? ({ signal }) => previewAiImport(projectId, asked, signal) : skipToken,
    staleTime: 0,
    gcTime: FORGET_AFTER_MS,
    placeholderData: keepPreviousData,
  });
  return body === null ? undefined : preview.data;
}
