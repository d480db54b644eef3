import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { CERTIFICATE_MEDIA_TYPES } from '@carnet/contract';

type Props = { file: File | null; onChange: (file: File | null) => void; error: string | null };

/** An optional certificate with the report: PDF, JPEG or PNG, 5 MB at most; the server checks its bytes. */
export function CertificateField({ file, onChange, error }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>Certificate (optional)</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept={CERTIFICATE_MEDIA_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-medium file:text-slate-800"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {file ? file.name : <Trans>A PDF, JPEG or PNG file of 5 MB at most.</Trans>}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
