import { Trans, useLingui } from '@lingui/react/macro';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import type { TStaffConversation } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { CloseConversationButton } from './close-conversation-button';
import { PauseForm } from './pause-form';

/** The office's safeguarding tools on a conversation: close it, pause what this family can start. */
export function OfficeTools({ conversation: c }: { conversation: TStaffConversation }) {
  const { t } = useLingui();
  const [isPausing, setIsPausing] = useState(false);
  const family = c.familyName;
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap gap-2">
        {!c.isClosed ? <CloseConversationButton conversationId={c.id} /> : null}
        <button
          type="button"
          aria-expanded={isPausing}
          onClick={() => setIsPausing((open) => !open)}
          className={buttonClass('secondary', 'sm')}
        >
          <PauseCircle aria-hidden="true" className="size-4" />
          <Trans>Pause the {family} family</Trans>
        </button>
      </div>
      {isPausing ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <PauseForm familyId={c.familyId} submitLabel={t`Pause new conversations from this family`} onDone={() => setIsPausing(false)} />
        </div>
      ) : null}
    </div>
  );
}
