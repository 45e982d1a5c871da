import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DebugRequest, EndpointCase } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import {
  endpointCasesQuery,
  useCreateEndpointCase,
  useDeleteEndpointCase,
  useEndpointCases,
  useUpdateEndpointCase,
} from '../api/endpoint-cases';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useSaveFeedback } from '../environments/use-save-feedback';
import type { ReplaceRequest } from '../history/use-replace-request';
import {
  loadedCaseKey,
  recallLoadedCase,
  rememberLoadedCase,
  type LoadedCase,
} from './loaded-case-memory';

export interface LoadedCaseOptions {
  projectId: string;
  endpointId: string;
  /** The builder's request: what Save and Save as case store. */
  request: DebugRequest;
  /** Puts a case's request in the builder. */
  replace: ReplaceRequest;
  /** The builder's request was saved as it is (it has no unsent edits any more). */
  onSaved: (request: DebugRequest) => void;
}

/**
 * The cases of the endpoint a panel runs and the one loaded in it. Saves name the version the
 * builder's request started from; when someone saved the case since, `isConflict` is set and
 * the person reloads the case or overwrites it.
 */
export function useLoadedCase({
  projectId,
  endpointId,
  request,
  replace,
  onSaved,
}: LoadedCaseOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const cases = useEndpointCases(projectId, endpointId);
  const create = useCreateEndpointCase();
  const update = useUpdateEndpointCase();
  const remove = useDeleteEndpointCase();
  const key = loadedCaseKey(projectId, endpointId);
  const [loaded, setLoaded] = useState(() => recallLoadedCase(key));
  const [isConflict, setIsConflict] = useState(false);
  const [isResolving, setIsResolving] = useState(false);

  // A case deleted elsewhere reads as none once the list shows it gone.
  const current = (loaded && cases.data?.find((item) => item.id === loaded.caseId)) || null;

  const link = (next: LoadedCase | null) => {
    setLoaded(next);
    rememberLoadedCase(key, next);
  };

  /** The case as stored now (not as cached); null when it was deleted. */
  const fetchFresh = async (caseId: string): Promise<EndpointCase | null> => {
    const items = await queryClient.fetchQuery({
      ...endpointCasesQuery(projectId, endpointId),
      staleTime: 0,
    });
    return items.find((item) => item.id === caseId) ?? null;
  };

  const forgetGone = () => {
    feedback.warn(t('debug.cases.gone'));
    link(null);
    setIsConflict(false);
  };

  /** Loads a case chosen in the picker; null unlinks the builder from its case. */
  const choose = async (caseId: string | null) => {
    const chosen = cases.data?.find((item) => item.id === caseId);
    if (!chosen) {
      link(null);
      return;
    }
    const isLoaded = await replace(chosen.request, {
      title: t('debug.cases.replaceTitle'),
      content: t('debug.cases.replaceContent'),
    });
    if (isLoaded) {
      link({ caseId: chosen.id, version: chosen.version });
      setIsConflict(false);
    }
  };

  /** Saves the builder's request as a new case, which is then the one loaded. Throws. */
  const saveAs = async (name: string) => {
    const created = await create.mutateAsync({
      projectId,
      body: { endpointId, name, request },
    });
    link({ caseId: created.id, version: created.version });
    setIsConflict(false);
    onSaved(request);
    feedback.succeed('create');
  };

  const put = async (stored: Pick<EndpointCase, 'id' | 'name'>, baseVersion: number) => {
    const saved = await update.mutateAsync({
      projectId,
      caseId: stored.id,
      body: { name: stored.name, request, baseVersion },
    });
    link({ caseId: saved.id, version: saved.version });
    setIsConflict(false);
    onSaved(request);
    feedback.succeed('edit');
  };

  /** Saves the builder's request into the loaded case, from the version it was loaded at. */
  const save = async () => {
    if (!current || !loaded) return;
    try {
      await put(current, loaded.version);
    } catch (error) {
      if (isEditConflict(error)) setIsConflict(true);
      else feedback.fail(error);
    }
  };

  const resolve = async (run: (fresh: EndpointCase) => Promise<void>) => {
    if (!loaded) return;
    setIsResolving(true);
    try {
      const fresh = await fetchFresh(loaded.caseId);
      if (fresh) await run(fresh);
      else forgetGone();
    } catch (error) {
      // Someone saved again meanwhile: the notice stays, the person chooses again.
      if (!isEditConflict(error)) feedback.fail(error);
    } finally {
      setIsResolving(false);
    }
  };

  /** After a conflict: the case as stored replaces the builder's request (theirs wins). */
  const reload = () =>
    resolve(async (fresh) => {
      await replace(fresh.request);
      link({ caseId: fresh.id, version: fresh.version });
      setIsConflict(false);
    });

  /** After a conflict: the builder's request is saved over the case as stored now (mine wins). */
  const overwrite = () => resolve((fresh) => put(fresh, fresh.version));

  /**
   * Renames the loaded case, keeping its stored request (the builder's edits are not saved by a
   * rename). Throws, for the name dialog to show.
   */
  const rename = async (name: string) => {
    if (!loaded) return;
    const fresh = await fetchFresh(loaded.caseId);
    if (!fresh) {
      forgetGone();
      return;
    }
    const saved = await update.mutateAsync({
      projectId,
      caseId: fresh.id,
      body: { name, request: fresh.request, baseVersion: fresh.version },
    });
    // Only the name changed: a builder loaded from the renamed version is still up to date.
    if (loaded.version === fresh.version) link({ caseId: saved.id, version: saved.version });
    feedback.succeed('edit');
  };

  const deleteCase = async () => {
    if (!current) return;
    try {
      await remove.mutateAsync({ projectId, endpointId, caseId: current.id });
      link(null);
      setIsConflict(false);
      feedback.succeed('delete');
    } catch (error) {
      feedback.fail(error);
    }
  };

  return {
    cases,
    /** The loaded case as listed; null when none is loaded. */
    current,
    isConflict,
    isResolving,
    isSaving: update.isPending && !isResolving,
    isDeleting: remove.isPending,
    choose,
    saveAs,
    save,
    reload,
    overwrite,
    /** Closes the conflict notice; the builder keeps the person's request. */
    dismissConflict: () => setIsConflict(false),
    rename,
    deleteCase,
  };
}
