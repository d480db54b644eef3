import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormCard } from './form-card';

type Props = {
  title: string;
  write: { isPending: boolean; error: unknown };
  onSubmit: () => void;
  /** Closes the form, with what was saved or null when cancelled. */
  onDone: (saved: string | null) => void;
  children: ReactNode;
};

/** The form that takes an entry's place in its list to correct it: Save the correction, or Cancel. */
export function CorrectionCard({ title, write, onSubmit, onDone, children }: Props) {
  const { t } = useLingui();
  return (
    <FormCard
      title={title}
      submitIcon={<Check aria-hidden="true" className="size-4" />}
      submitLabel={t`Save the correction`}
      isPending={write.isPending}
      error={write.error}
      saved={null}
      onSubmit={onSubmit}
      onCancel={() => onDone(null)}
    >
      {children}
    </FormCard>
  );
}
