import { AUDIT_ACTIONS, type TAuditChange, type TLanguage } from '@carnet/contract';
import { type MessageKey, messageKeys, translate } from '../../i18n/translate';

/**
 * A line of the audit log as a secretary or a data protection officer reads it (decision 097): one
 * sentence in the reader's language, with names, not ids ("Nadia Roux excused Léa Martin's absence of
 * 26 November"). Names and dates are resolved when the line is read (audit-targets.ts): the log keeps
 * ids, and a renamed record reads under its name of today.
 */
export type SentenceLine = {
  action: string;
  entity: string;
  actorName: string;
  pupilName: string | null;
  /** The record's own name ("Museum trip"), when it has one. */
  targetName: string | null;
  /** The day the record is about ('YYYY-MM-DD'), when it has one (an absence's day). */
  targetDate: string | null;
  after: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAction = (action: string): action is (typeof AUDIT_ACTIONS)[number] => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The key of a word, when the catalog has it; a kind or action written before it had words reads as stored. */
function word(prefix: 'audit.noun.' | 'audit.verb.' | 'audit.field.', name: string, language: TLanguage): string | null {
  const key = `${prefix}${name}`;
  return isKnownKey(key) ? translate(key, language) : null;
}
const KNOWN_KEYS: ReadonlySet<string> = new Set(messageKeys);
const isKnownKey = (key: string): key is MessageKey => KNOWN_KEYS.has(key);

/** 'Excused' reads better than 'changed' when the office excuses an absence. */
function verbOf(line: SentenceLine, language: TLanguage): string {
  if (line.entity === 'absence' && line.action === 'update' && isRecord(line.after) && line.after.excused === true)
    return translate('audit.verb.excuse', language);
  return (isAction(line.action) ? word('audit.verb.', line.action, language) : null) ?? line.action;
}

/** '26 November' / '26 novembre': the line's own time says the year. */
function dayOf(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function targetOf(line: SentenceLine, language: TLanguage): string {
  if (line.entity === 'pupil' && line.pupilName) return line.pupilName;
  const noun = word('audit.noun.', line.entity, language) ?? line.entity;
  const target = line.pupilName
    ? translate('audit.target.pupil', language, { noun, pupil: line.pupilName })
    : line.targetName
      ? translate('audit.target.named', language, { noun, name: line.targetName })
      : translate('audit.target.plain', language, { noun });
  return line.targetDate ? translate('audit.target.dated', language, { target, date: dayOf(line.targetDate, language) }) : target;
}

export function auditSentence(line: SentenceLine, language: TLanguage): string {
  return translate('audit.line', language, { actor: line.actorName, verb: verbOf(line, language), target: targetOf(line, language) });
}

/** A value as a person reads it; an empty one as none. */
function showValue(value: unknown, language: TLanguage): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return translate(value ? 'audit.value.yes' : 'audit.value.no', language);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields a line changed, each with its label in the reader's language (a field without one reads
 * as stored): for two records, only the fields whose value differs; otherwise the whole value.
 */
export function auditChanges(before: unknown, after: unknown, language: TLanguage): TAuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const row = { field: '', label: '', before: showValue(before, language), after: showValue(after, language) };
    return row.before === row.after ? [] : [row];
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .map((field) => ({
      field,
      label: word('audit.field.', field, language) ?? field,
      before: showValue(old[field], language),
      after: showValue(now[field], language),
    }))
    .filter((row) => row.before !== row.after);
}
