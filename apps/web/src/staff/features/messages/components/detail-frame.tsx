import type { ComponentProps, ReactNode } from 'react';
import { ItemQueryState } from '../../../components/item-query-state';

type Props<T> = Omit<ComponentProps<typeof ItemQueryState<T>>, 'skeletonRows'> & {
  /** The way back to the list, shown above whatever the page is in. */
  back: ReactNode;
};

/** The page of one conversation or one announcement: the way back, then the item or its loading or error. */
export function DetailFrame<T>({ back, ...state }: Props<T>) {
  return (
    <div className="mx-auto max-w-3xl">
      {back}
      <ItemQueryState {...state} />
    </div>
  );
}
