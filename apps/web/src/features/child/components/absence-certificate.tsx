import { useRef, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Paperclip, X } from 'lucide-react';
import { CERTIFICATE_MEDIA_TYPES, CERTIFICATE_NAME_MAX, truncate } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { notifyError } from '../../../lib/toast';
import { useAddCertificate, useRemoveCertificate } from '../api/update-certificate';
import { checkCertificateFile } from '../certificate-messages';

type Props = {
  absenceId: number;
  title: string | null;
  canEdit: boolean;
  /** Which absence, for screen readers: 'the absence of 20 November 2026 (French)'. */
  when: string;
};

/** An absence's certificate: '+ add' when there is none, its short name and a remove action when there is. */
export function AbsenceCertificate({ absenceId, title, canEdit, when }: Props) {
  const { i18n, t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const add = useAddCertificate();
  const remove = useRemoveCertificate();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again after a refusal still fires a change.
    event.target.value = '';
    if (!file) return;
    const refusal = checkCertificateFile(file);
    if (refusal) return notifyError(i18n._(refusal));
    add.mutate({ absenceId, file });
  };

  if (title) {
    return (
      <span className="inline-flex max-w-full items-center gap-1.5 rounded-lg bg-slate-50 py-1 pr-1 pl-2.5 text-sm text-slate-700 ring-1 ring-slate-200">
        <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
        <span title={title}>
          <span aria-hidden="true">{truncate(title, CERTIFICATE_NAME_MAX)}</span>
          <span className="sr-only">
            <Trans>Certificate {title}</Trans>
          </span>
        </span>
        {canEdit ? (
          <button
            type="button"
            onClick={() => remove.mutate(absenceId)}
            disabled={remove.isPending}
            aria-label={t`Remove the certificate ${title} from ${when}`}
            title={t`Remove`}
            className={buttonClass('ghost', 'icon', 'size-7 rounded-md text-slate-500 hover:text-rose-700')}
          >
            {remove.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </span>
    );
  }
  if (!canEdit)
    return (
      <span className="text-sm text-slate-500">
        <Trans>No certificate</Trans>
      </span>
    );
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={CERTIFICATE_MEDIA_TYPES.join(',')}
        onChange={onPick}
        hidden
        aria-label={t`Certificate for ${when}`}
      />
      <button type="button" onClick={() => inputRef.current?.click()} disabled={add.isPending} className={buttonClass('subtle', 'sm')}>
        {add.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        <Trans>
          + add<span className="sr-only"> a certificate for {when}</span>
        </Trans>
      </button>
    </>
  );
}
