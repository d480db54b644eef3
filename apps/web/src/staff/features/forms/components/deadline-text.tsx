import { Trans } from '@lingui/react/macro';

/** 'Answer by 09 December 2026'; a form asked before deadlines existed has none; one never sent says so. */
export function DeadlineText({ deadline, isAsked }: { deadline: string | null; isAsked: boolean }) {
  if (deadline) return <Trans>Answer by {deadline}</Trans>;
  return isAsked ? <Trans>No deadline</Trans> : <Trans>Not sent yet</Trans>;
}
