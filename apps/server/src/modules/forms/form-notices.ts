import type { Notice } from '../../i18n/notices';

/** The notifications this area sends families, as notices worded when read (decision 095); a deadline is named when the form has one. */
export type FormNotice = { kind: 'request' | 'reminder'; formName: string; deadline: string | null };

export function formNotice({ kind, formName: name, deadline }: FormNotice): Notice {
  if (kind === 'request')
    return deadline ? { kind: 'form.newBy', params: { name, deadline: { date: deadline } } } : { kind: 'form.new', params: { name } };
  return deadline
    ? { kind: 'form.reminderBy', params: { name, deadline: { date: deadline } } }
    : { kind: 'form.reminder', params: { name } };
}
