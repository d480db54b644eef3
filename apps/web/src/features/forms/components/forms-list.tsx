import { useLingui } from '@lingui/react/macro';
import type { TFormRequest } from '@carnet/contract';
import { EmptyState } from '../../../components/empty-state';
import { FormCard } from './form-card';

type Props = {
  requests: readonly TFormRequest[];
  openingId: number | null;
  onComplete: (request: TFormRequest) => void;
  onSee: (request: TFormRequest) => void;
};

/** The grid of cards for the chosen type and child, or 'No forms available'. */
export function FormsList({ requests, openingId, onComplete, onSee }: Props) {
  const { t } = useLingui();
  if (requests.length === 0) return <EmptyState message={t`No forms available`} />;
  return (
    <ul aria-label={t`Forms`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {requests.map((request) => (
        <li key={request.id}>
          <FormCard
            request={request}
            isOpening={openingId === request.id}
            onComplete={() => onComplete(request)}
            onSee={() => onSee(request)}
          />
        </li>
      ))}
    </ul>
  );
}
