import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FileText, Image, LoaderCircle } from 'lucide-react';
import type { TMessage } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { openInNewTab } from '../../../lib/download';
import { notifyFailure } from '../../../lib/toast';
import { getMessageFile } from '../api/get-message-file';

type Props = {
  files: TMessage['files'];
  /** Where a file's bytes are read: a message's by default, an announcement's from its own path. */
  getFile?: (id: number) => Promise<Blob>;
};

/** A message's attachments, each opened in a new tab (served only to who may read the message). */
export function MessageFiles({ files, getFile = getMessageFile }: Props) {
  const { t } = useLingui();
  const open = useMutation({
    mutationFn: (id: number) => openInNewTab(() => getFile(id)),
    onError: (error) => notifyFailure(t`The attachment could not be opened.`, error),
  });
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => {
        const Icon = file.mediaType === 'application/pdf' ? FileText : Image;
        const isOpening = open.isPending && open.variables === file.id;
        const name = file.name;
        return (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => open.mutate(file.id)}
              disabled={isOpening}
              className={buttonClass('secondary', 'sm', 'max-w-full')}
            >
              {isOpening ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Icon aria-hidden="true" className="size-4" />
              )}
              <span className="truncate">{name}</span>
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
