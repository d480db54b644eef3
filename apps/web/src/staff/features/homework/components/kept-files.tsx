import { useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import type { THomeworkFile } from '@carnet/contract';
import { RemovableChip } from '../../../components/removable-chip';

type Props = { files: readonly THomeworkFile[]; keptIds: readonly number[]; onChange: (keptIds: number[]) => void };

/** The attachments already saved with a note or homework: each kept unless removed here (keepFileIds). */
export function KeptFiles({ files, keptIds, onChange }: Props) {
  const { t } = useLingui();
  const kept = files.filter((file) => keptIds.includes(file.id));
  if (kept.length === 0) return null;
  return (
    <ul aria-label={t`Attachments kept`} className="flex flex-wrap gap-2">
      {kept.map((file) => (
        <RemovableChip
          key={file.id}
          name={file.name}
          onRemove={() => onChange(keptIds.filter((id) => id !== file.id))}
          className="bg-brand-50 text-slate-800"
        >
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          <span className="max-w-48 truncate">{file.name}</span>
        </RemovableChip>
      ))}
    </ul>
  );
}
