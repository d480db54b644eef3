import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { MESSAGE_FILES_MAX } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { ACCEPTED_FILES, type FileProblem, fileProblem } from '../message-rules';

type Props = { files: readonly File[]; onChange: (files: File[]) => void };

/** Attachments for a message: PDF or images, 10 MB each, a few at most; each can be taken off before sending. */
export function FilePicker({ files, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const problem = fileProblem(files);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className="sr-only"
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onChange={(event) => {
            onChange([...files, ...Array.from(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-files`} className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:outline-2')}>
          <Paperclip aria-hidden="true" className="size-4" />
          <Trans>Attach files</Trans>
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          <Plural
            value={MESSAGE_FILES_MAX}
            one="PDF or images, 10 MB each, # file at most"
            other="PDF or images, 10 MB each, # files at most"
          />
        </span>
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {files.map((file, index) => {
            const name = file.name;
            return (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-1 rounded-lg bg-slate-100 py-1 ps-3 pe-1 text-sm text-slate-700"
              >
                <span className="max-w-48 truncate">{name}</span>
                <button
                  type="button"
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                  aria-label={t`Remove ${name}`}
                  className={buttonClass('ghost', 'sm', 'size-7 px-0')}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-rose-700">
          <FileProblemText problem={problem} />
        </p>
      ) : null}
    </div>
  );
}

function FileProblemText({ problem }: { problem: FileProblem }) {
  if (problem.kind === 'tooMany') {
    return <Plural value={MESSAGE_FILES_MAX} one="Attach # file at most." other="Attach # files at most." />;
  }
  const name = problem.name;
  return problem.kind === 'tooBig' ? <Trans>{name} is larger than 10 MB.</Trans> : <Trans>{name} is neither a PDF nor an image.</Trans>;
}
