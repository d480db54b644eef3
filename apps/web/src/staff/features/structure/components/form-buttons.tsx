import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { buttonClass } from '../../../../components/button-styles';

/** Save (with its pending spinner) and, when editing, Cancel. */
export function FormButtons({ isPending, onCancel, saveLabel }: { isPending: boolean; onCancel?: () => void; saveLabel?: string }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <button type="submit" disabled={isPending} className={buttonClass('primary')}>
        {isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {saveLabel ?? <Trans>Save Change</Trans>}
      </button>
      {onCancel ? (
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
    </div>
  );
}
