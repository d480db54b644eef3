import type { TMessage } from '@carnet/contract';
import { AttachmentList } from '../../../components/attachment-list';
import { getMessageFile } from '../api/message-file';

type Props = {
  files: TMessage['files'];
  /** Where a file's bytes are read: a message's by default, an announcement's from its own path. */
  getFile?: (id: number) => Promise<Blob>;
};

/** A message's attachments, each opened in a new tab (a PDF or an image the browser shows). */
export function MessageAttachments({ files, getFile = getMessageFile }: Props) {
  return <AttachmentList files={files} getFile={getFile} />;
}
