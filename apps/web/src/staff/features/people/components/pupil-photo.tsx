import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { PUPIL_PHOTO_MAX_BYTES, type TPupil } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { usePupilPhoto, useUploadPupilPhoto } from '../api/pupils';
import { saveWith } from '../write-feedback';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** The pupil's photo (the default avatar when none) and a button to change it: PNG or JPEG, at most 2 MB. */
export function PupilPhoto({ pupil }: { pupil: TPupil }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPupilPhoto(pupil.id);
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const photo = usePupilPhoto(pupil.id, `${pupil.hasPhoto}-${version}`);
  const name = `${pupil.firstName} ${pupil.lastName}`;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    // Checked here to spare a long upload; the server checks the bytes again whatever is sent.
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setProblem(t`Choose a PNG or JPEG image.`);
    if (file.size > PUPIL_PHOTO_MAX_BYTES) return setProblem(t`The photo is larger than 2 MB.`);
    const dataUrl = await readAsDataUrl(file);
    if ((await saveWith(() => upload.mutateAsync(dataUrl))) !== undefined) setVersion((v) => v + 1);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="flex w-40 flex-col items-center gap-2">
      {photo.data ? (
        <img src={photo.data} alt={t`Photo of ${name}`} className="size-28 rounded-xl border border-slate-200 object-cover" />
      ) : (
        <div aria-hidden="true" className="size-28 animate-pulse rounded-xl bg-slate-100" />
      )}
      <label htmlFor="pupil-photo-file" className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:outline-2')}>
        <Trans>Change photo</Trans>
      </label>
      <input
        ref={input}
        id="pupil-photo-file"
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {problem ? (
        <p role="alert" className="text-center text-xs text-rose-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
