import { useLingui } from '@lingui/react/macro';

/** A number of minutes as a homework's estimate reads: '30 min'. */
export function Minutes({ minutes }: { minutes: number }) {
  const { t } = useLingui();
  return <>{t`${minutes} min`}</>;
}
