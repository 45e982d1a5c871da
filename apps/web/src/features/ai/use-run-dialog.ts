import { useState } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { FALLBACK_LANGUAGE, normalizeLanguage, type AiRun, type Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { currentRun } from './annotate/current-run';

/** What an AI dialog shows: the start of a new run, or a run. */
export type RunDialogView = { view: 'start' } | { view: 'run'; run: AiRun };

const newKey = () => crypto.randomUUID();

/**
 * The state an AI dialog (annotation, test generation) keeps: the language of the values, where
 * it opens, and its start. The list of runs as it is now (not one held from an earlier opening)
 * decides where it opens: on a run that is going or has proposals waiting, else on the start;
 * later lists, refreshed after a start, stop or review, do not move it. One idempotency key
 * serves every start of one run, so a retried click answers the run the first started; a new one
 * once that run is left for a new start.
 */
export function useRunDialog<Body>(
  runs: UseQueryResult<readonly AiRun[]>,
  start: UseMutationResult<AiRun, Error, Body>,
  bodyOf: (language: Language, idempotencyKey: string) => Body,
) {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(
    () => normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE,
  );
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [shown, setShown] = useState<RunDialogView>();

  // A list that cannot be read leaves the start.
  if (shown === undefined && runs.isFetchedAfterMount) {
    const going = runs.data ? currentRun(runs.data) : undefined;
    setShown(going ? { view: 'run', run: going } : { view: 'start' });
  }

  const startRun = () =>
    start.mutate(bodyOf(language, idempotencyKey), {
      onSuccess: (run) => setShown({ view: 'run', run }),
    });

  const newRun = () => {
    setIdempotencyKey(newKey());
    start.reset();
    setShown({ view: 'start' });
  };

  return { language, setLanguage, shown, startRun, newRun };
}
