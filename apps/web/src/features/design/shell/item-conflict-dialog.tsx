import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesignItem } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { getDesignItem } from '../../../lib/design/get-design-item';
import { designKeys } from '../../../lib/design/design-keys';
import { useFormatDateTime } from '../../../lib/format-time';
import { ConflictModal } from './conflict-modal';
import { isEditConflict } from '../../../lib/is-edit-conflict';
import { prettyJson } from './use-drafts';

export interface ItemConflictDialogProps {
  projectId: string;
  itemId: string;
  /** What this person wants to write; null when there is no conflict. */
  mine: { name: string; data: unknown } | null;
  /** Writes mine over `current` (its version is the new base); a new conflict reloads theirs. */
  onKeepMine: (current: DesignItem) => Promise<void>;
  onTakeTheirs: (current: DesignItem) => void;
  onCancel: () => void;
}

/**
 * The edit conflict of an item: fetches the version saved meanwhile (never from the cache) and
 * shows it beside this person's, with who saved it and when.
 */
export function ItemConflictDialog({
  projectId,
  itemId,
  mine,
  onKeepMine,
  onTakeTheirs,
  onCancel,
}: ItemConflictDialogProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const open = mine !== null;
  const current = useQuery({
    queryKey: designKeys.conflict(projectId, itemId),
    queryFn: ({ signal }) => getDesignItem(projectId, itemId, signal),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const [keepError, setKeepError] = useState<unknown>();
  const [isKeeping, setIsKeeping] = useState(false);
  const theirs = open && current.data && !current.isFetching ? current.data : null;

  const keepMine = async () => {
    if (!theirs) return;
    setKeepError(undefined);
    setIsKeeping(true);
    try {
      await onKeepMine(theirs);
    } catch (error) {
      setKeepError(error);
      // Saved again meanwhile: show that newer version before anything else is decided.
      if (isEditConflict(error)) {
        await queryClient.invalidateQueries({ queryKey: designKeys.conflict(projectId, itemId) });
      }
    } finally {
      setIsKeeping(false);
    }
  };

  const close = (then: () => void) => {
    setKeepError(undefined);
    then();
  };

  return (
    <ConflictModal
      open={open}
      explanation={
        theirs
          ? t('design.shell.conflict.savedBy', {
              name: theirs.updatedBy?.name ?? t('design.shell.someone'),
              time: formatTime(theirs.updatedAt),
              version: theirs.version,
            })
          : null
      }
      theirs={theirs ? prettyJson({ name: theirs.name, data: theirs.data }) : null}
      mine={mine ? prettyJson({ name: mine.name, data: mine.data }) : ''}
      error={keepError ?? current.error}
      isKeeping={isKeeping}
      onKeepMine={() => void keepMine()}
      onTakeTheirs={() => theirs && close(() => onTakeTheirs(theirs))}
      onCancel={() => close(onCancel)}
    />
  );
}
