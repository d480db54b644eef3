import type { Notice } from '../../i18n/notices';

/** What a family reads when staff correct or withdraw a reward or a sanction (decision 096), worded when read (decision 095). */
export function conductChangeNotice(
  firstName: string,
  kind: 'reward' | 'sanction',
  change: 'changed' | 'withdrawn',
  subject: string,
): Notice {
  if (kind === 'reward') {
    return change === 'changed'
      ? { kind: 'reward.changed', params: { firstName, subject } }
      : { kind: 'reward.withdrawn', params: { firstName, subject } };
  }
  return change === 'changed'
    ? { kind: 'sanction.changed', params: { firstName, subject } }
    : { kind: 'sanction.withdrawn', params: { firstName, subject } };
}

export function concernChangeNotice(
  child: { firstName: string; lastName: string },
  change: 'changed' | 'withdrawn',
  reason: string,
): Notice {
  const name = `${child.firstName} ${child.lastName}`;
  return change === 'changed' ? { kind: 'concern.changed', params: { name, reason } } : { kind: 'concern.withdrawn', params: { name } };
}
