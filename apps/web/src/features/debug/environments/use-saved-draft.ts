import { useEffect, useState } from 'react';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { useSaveFeedback, type SaveFeedback } from './use-save-feedback';

export interface SavedDraftOptions<Base, Draft> {
  /** What the form starts from, as loaded. */
  loaded: Base;
  /** The draft a loaded, saved or reloaded value is edited as. */
  draftOf: (base: Base) => Draft;
  readOnly: boolean;
  /** Whether there are changes not saved yet, so the drawer can ask before dropping them. */
  onDirtyChange: (isDirty: boolean) => void;
}

export interface SavedDraft<Base, Draft> {
  /** The value the draft was last reset to: the version a save builds on. */
  base: Base;
  draft: Draft;
  /** Replaces the draft with the person's edit. */
  edit: (next: Draft) => void;
  /** Starts again from a saved or reloaded value: nothing dirty, no issues, no conflict. */
  reset: (next: Base) => void;
  isDirty: boolean;
  /** Marks the draft saved without resetting it (a created value the form shows next). */
  markSaved: () => void;
  /** Issues are shown only after a save was tried. */
  showIssues: boolean;
  /** Someone else saved first: the form offers a reload. */
  isConflict: boolean;
  isReloading: boolean;
  /**
   * Tries a save: with issues it only shows them; an edit conflict shows the reload notice, any
   * other failure the error.
   */
  save: (hasIssues: boolean, run: () => Promise<void>) => Promise<void>;
  /** Runs a reload, reporting a failure. */
  reload: (run: () => Promise<void>) => Promise<void>;
  feedback: SaveFeedback;
}

/**
 * The draft of an environment drawer form. It starts from the value as loaded and is not replaced
 * by a refetch while editing; only a save or a reload replaces it.
 */
export function useSavedDraft<Base, Draft>({
  loaded,
  draftOf,
  readOnly,
  onDirtyChange,
}: SavedDraftOptions<Base, Draft>): SavedDraft<Base, Draft> {
  const feedback = useSaveFeedback();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [isDirty, setIsDirty] = useState(false);
  const [showIssues, setShowIssues] = useState(false);
  const [isConflict, setIsConflict] = useState(false);
  const [isReloading, setIsReloading] = useState(false);

  useEffect(() => {
    onDirtyChange(isDirty && !readOnly);
  }, [isDirty, readOnly, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const edit = (next: Draft) => {
    setDraft(next);
    setIsDirty(true);
  };
  const reset = (next: Base) => {
    setBase(next);
    setDraft(draftOf(next));
    setIsDirty(false);
    setShowIssues(false);
    setIsConflict(false);
  };

  const save = async (hasIssues: boolean, run: () => Promise<void>) => {
    if (hasIssues) {
      setShowIssues(true);
      return;
    }
    try {
      await run();
    } catch (error) {
      if (isEditConflict(error)) setIsConflict(true);
      else feedback.fail(error);
    }
  };

  const reload = async (run: () => Promise<void>) => {
    setIsReloading(true);
    try {
      await run();
    } catch (error) {
      feedback.fail(error);
    } finally {
      setIsReloading(false);
    }
  };

  return {
    base,
    draft,
    edit,
    reset,
    isDirty,
    markSaved: () => setIsDirty(false),
    showIssues,
    isConflict,
    isReloading,
    save,
    reload,
    feedback,
  };
}
