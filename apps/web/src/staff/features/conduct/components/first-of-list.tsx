import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';

type Props<T> = { items: readonly T[]; limit: number | null; children: (items: readonly T[]) => ReactNode };

/**
 * The first `limit` items of a long list, and a button for the rest: the recent entries of every
 * pupil would otherwise push the concerns far down a phone's page. No limit: every item.
 */
export function FirstOfList<T>({ items, limit, children }: Props<T>) {
  const [isAll, setIsAll] = useState(false);
  const count = items.length;
  const isCut = limit !== null && !isAll && count > limit;
  return (
    <>
      {children(isCut ? items.slice(0, limit) : items)}
      {isCut ? (
        <button type="button" onClick={() => setIsAll(true)} className={buttonClass('secondary', 'md', 'h-11 justify-self-start')}>
          <Trans>Show all {count}</Trans>
        </button>
      ) : null}
    </>
  );
}
