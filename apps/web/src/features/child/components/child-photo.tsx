import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { usePicture } from '../../../lib/api/get-picture';

/** Shows a blob through an object URL made and revoked by the effect (so a remount never shows a revoked one). */
function BlobImage({ blob, className, onError }: { blob: Blob; className: string; onError: () => void }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt="" className={className} onError={onError} />;
}

type Props = { childId: number; firstName: string; lastName: string };

/** The child's photo; while it loads, or when the call fails, the default avatar, silently: a missing photo needs no message. */
export function ChildPhoto({ childId, firstName, lastName }: Props) {
  const picture = usePicture('child', childId);
  const [brokenBlob, setBrokenBlob] = useState<Blob | null>(null);
  const frame = 'size-16 shrink-0 rounded-2xl ring-4 ring-white shadow-sm sm:size-20';
  const blob = picture.data;
  if (blob && blob !== brokenBlob) {
    return <BlobImage blob={blob} className={cn(frame, 'bg-slate-100 object-cover')} onError={() => setBrokenBlob(blob)} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="default-avatar"
      className={cn(frame, 'grid place-items-center bg-brand-100 text-xl font-semibold text-brand-700 sm:text-2xl')}
    >
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
