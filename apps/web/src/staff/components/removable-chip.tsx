import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button-styles';
import { cn } from '../../lib/cn';

type Props = { name: string; onRemove: () => void; className?: string; children: ReactNode };

/** Something chosen (a pupil, a file), shown as a chip with its own 'Remove {name}' button. */
export function RemovableChip({ name, onRemove, className, children }: Props) {
  return (
    <li className={cn('flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm', className)}>
      {children}
      <button type="button" onClick={onRemove} className={buttonClass('ghost', 'sm', 'h-7 px-1.5')}>
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <Trans>Remove {name}</Trans>
        </span>
      </button>
    </li>
  );
}
