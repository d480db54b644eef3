/**
 * The words of the notifications this area sends families, in one place. English only for now: the
 * notifications are being moved to a kind and parameters worded when read, and these texts go with them.
 */
export type FormNotice = { kind: 'request' | 'reminder'; formName: string; deadline: string | null };

export function formNoticeText({ kind, formName, deadline }: FormNotice): string {
  if (kind === 'request') return deadline ? `New form to complete: ${formName}, by ${deadline}` : `New form to complete: ${formName}`;
  return deadline ? `Reminder: please complete ${formName} by ${deadline}` : `Reminder: please complete ${formName}`;
}
