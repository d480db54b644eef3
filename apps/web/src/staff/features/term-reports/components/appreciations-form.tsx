import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import type { TAppreciationsRequest } from '@carnet/contract';
import { notifySuccess } from '../../../../lib/toast';
import { writeErrorMessage } from '../../../components/write-error';
import { useSaveAppreciations } from '../api/appreciations';
import type { useAppreciationDrafts } from '../use-appreciation-drafts';
import { SaveBar } from './save-bar';

type Props = { path: string; drafts: ReturnType<typeof useAppreciationDrafts>; label: string; children: ReactNode };

/** A grid of appreciations as one form: Save (or Ctrl+Enter in any box) sends only the lines changed. */
export function AppreciationsForm({ path, drafts, label, children }: Props) {
  const { t } = useLingui();
  const saveAppreciations = useSaveAppreciations(path);
  const hasChanges = drafts.changedCount > 0;
  // Closing or reloading the tab with texts not saved: the browser asks first, in its own words.
  useEffect(() => {
    if (!hasChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasChanges]);
  const save = async () => {
    if (drafts.changedCount === 0 || saveAppreciations.isPending) return;
    try {
      const requests: TAppreciationsRequest[] = drafts.requests();
      for (const body of requests) await saveAppreciations.mutateAsync(body);
      drafts.reset();
      notifySuccess(t`The appreciations are saved.`);
    } catch {
      // Said under the Save button; the drafts stay, to save again.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };
  return (
    <form
      aria-label={label}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {children}
      <SaveBar
        changedCount={drafts.changedCount}
        isSaving={saveAppreciations.isPending}
        error={saveAppreciations.isError ? writeErrorMessage(saveAppreciations.error) : null}
      />
    </form>
  );
}
