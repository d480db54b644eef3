import { useCallback, useState } from 'react';
import { usePicture } from '../../../lib/api/get-picture';

/** 'Paul Bernard' -> 'PB': the default avatar while the picture loads or when it fails. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The teacher's picture, decorative (the name stands beside it). A failed picture silently gives
 * the default avatar: a missing picture is nothing the person can act on.
 */
export function TeacherAvatar({ teacherId, name }: { teacherId: number; name: string }) {
  const picture = usePicture('teacher', teacherId);
  const [hasFailed, setHasFailed] = useState(false);
  // The object URL lives exactly as long as the <img> shows it (React 19 ref cleanup).
  const showPicture = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !picture.data) return;
      const url = URL.createObjectURL(picture.data);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [picture.data],
  );

  if (picture.data && !hasFailed) {
    return (
      <img
        ref={showPicture}
        alt=""
        onError={() => setHasFailed(true)}
        className="size-11 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
    >
      {initialsOf(name)}
    </span>
  );
}
