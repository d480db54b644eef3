import { BookOpen } from 'lucide-react';

export function BrandMark() {
  return (
    <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-brand-600 text-white shadow-md shadow-brand-600/20">
      <BookOpen className="size-6" />
    </span>
  );
}
