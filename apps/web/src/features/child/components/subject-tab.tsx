import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Mail } from 'lucide-react';
import type { TSubject } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';

/** The child's subjects with their teacher; parents may write to each teacher. */
export function SubjectTab({ subjects, canContact }: { subjects: readonly TSubject[]; canContact: boolean }) {
  const { t } = useLingui();
  return (
    <Card title={t`Subject`} titleId="child-subject" icon={<BookOpen className="size-4" />}>
      {subjects.length === 0 ? (
        <EmptyState message={t`No subjects available`} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {subjects.map((subject) => {
            const teacher = subject.teacher_name;
            return (
              <li key={subject.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold text-slate-900">{subject.name}</h3>
                  <p className="text-sm text-slate-600">{subject.teacher_name}</p>
                </div>
                {canContact && subject.teacher_email ? (
                  <a href={`mailto:${subject.teacher_email}`} className={buttonClass('secondary', 'sm')}>
                    <Mail aria-hidden="true" className="size-4" />
                    <Trans>
                      Contact by Email<span className="sr-only"> {teacher}</span>
                    </Trans>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
