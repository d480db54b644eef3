import { useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import type { TMessage } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { openInNewTab } from '../../../../lib/download';
import { notifyFailure } from '../../../../lib/toast';
import { getMessageFile } from '../api/message-file';

type Props = {
  files: TMessage['files'];
  /** Where a file's bytes are read: a message's by default, an announcement's from its own path. */
  getFile?: (id: number) => Promise<Blob>;
};

/** A message's attachments, each opened in a new tab (a PDF or an image the browser shows). */
export function MessageAttachments({ files, getFile = getMessageFile }: Props) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  const open = (id: number) =>
    openInNewTab(() => getFile(id)).catch((error: unknown) => notifyFailure(t`The attachment could not be opened.`, error));
  return (
    <ul aria-label={t`Attachments`} className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <button type="button" onClick={() => void open(file.id)} className={buttonClass('secondary', 'sm', 'max-w-full')}>
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
