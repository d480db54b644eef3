import { Trans, useLingui } from '@lingui/react/macro';
import { FileSearch } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ROSTER_ZIP_MAX_BYTES } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormField } from '../../../../components/form-field';
import type { RosterStep } from '../use-roster-upload';

type Props = { step: RosterStep; onFileChange: () => void; onCheck: (file: File) => void };

const isZipName = (file: File) => file.name.toLowerCase().endsWith('.zip');

/** The zip to check: chosen, checked here for its kind and size (the server checks again), then sent as a dry run. */
export function RosterUploadForm({ step, onFileChange, onCheck }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !file
      ? t`Choose a .zip file`
      : !isZipName(file)
        ? t`The file must be a .zip`
        : file.size > ROSTER_ZIP_MAX_BYTES
          ? t`The file is larger than 20 MB`
          : null;
    setError(found);
    if (!found && file) onCheck(file);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs">
      <FormField id={id} label={t`OneRoster export (.zip)`} error={error ?? undefined}>
        <input
          id={id}
          type="file"
          accept=".zip,application/zip"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
            onFileChange();
          }}
          className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          <Trans>One .zip of at most 20 MB, with the manifest.csv and the CSV files of the export.</Trans>
        </p>
      </FormField>
      <div>
        <button type="submit" disabled={step !== null} className={buttonClass('secondary')}>
          <FileSearch aria-hidden="true" className="size-4" />
          {step === 'check' ? <Trans>Checking…</Trans> : <Trans>Check the file</Trans>}
        </button>
      </div>
    </form>
  );
}
