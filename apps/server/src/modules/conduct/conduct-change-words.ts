/**
 * What a family reads when staff correct or withdraw a reward, a sanction or a concern (decision 096).
 * English only for now: the notifications are worded at read time elsewhere.
 */
export function conductChangeNotice(
  firstName: string,
  kind: 'reward' | 'sanction',
  change: 'changed' | 'withdrawn',
  subject: string,
): string {
  return change === 'changed' ? `${firstName}'s ${kind} was changed: ${subject}` : `${firstName}'s ${kind} "${subject}" was withdrawn`;
}

export function concernChangeNotice(
  child: { firstName: string; lastName: string },
  change: 'changed' | 'withdrawn',
  reason: string,
): string {
  const name = `${child.firstName} ${child.lastName}`;
  return change === 'changed' ? `The concern regarding ${name} was changed: ${reason}` : `The concern regarding ${name} was withdrawn`;
}
