import {
  AUDIT_EXPORT_MAX,
  type TAuditEntry,
  type TAuditFilters,
  type TAuditPage,
  type TAuditQuery,
  type TLanguage,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';
import { translate } from '../../i18n/translate';
import type { Sheet } from '../../lib/spreadsheet';
import { auditChanges, auditSentence } from './audit-sentences';
import { resolveTargets } from './audit-targets';

export const AUDIT_PAGE_SIZE = 50;

/** What the reader needs to read lines: their language, and the school's clocks for the days named. */
export type AuditReader = { language: TLanguage; timeZone: string };
type Filters = Omit<TAuditQuery, 'page'>;

/** The lines matching the filters: by person, pupil, action and days (the school's calendar days, UTC instants). */
function filtered(db: Db, query: Filters) {
  let base = db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.user_id')
    .leftJoin('children', 'children.id', 'audit_log.child_id');
  if (query.userId !== undefined) base = base.where('audit_log.user_id', '=', query.userId);
  if (query.pupilId !== undefined) base = base.where('audit_log.child_id', '=', query.pupilId);
  if (query.action !== undefined) base = base.where('audit_log.action', '=', query.action);
  if (query.from !== undefined) base = base.where('audit_log.at', '>=', query.from);
  // 'to' is a whole day: every instant before the next day's start.
  if (query.to !== undefined) base = base.where('audit_log.at', '<', `${query.to}T24`);
  return base;
}

function newestLines(db: Db, query: Filters, limit: number, offset: number) {
  return filtered(db, query)
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.user_id',
      'users.first_name as user_first_name',
      'users.last_name as user_last_name',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.child_id',
      'children.first_name as child_first_name',
      'children.last_name as child_last_name',
      'audit_log.before',
      'audit_log.after',
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Lines as the reader reads them: names instead of ids, one sentence each, the changed fields labelled. */
async function readLines(db: Db, rows: Awaited<ReturnType<typeof newestLines>>, reader: AuditReader): Promise<TAuditEntry[]> {
  const lines = rows.map((r) => ({
    id: r.id,
    at: r.at,
    userId: r.user_id,
    userName: `${r.user_first_name} ${r.user_last_name}`,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    pupilId: r.child_id,
    pupilName: r.child_first_name === null ? null : `${r.child_first_name} ${r.child_last_name ?? ''}`.trim(),
    before: fromJsonText<unknown>(r.before, null),
    after: fromJsonText<unknown>(r.after, null),
  }));
  const targetOf = await resolveTargets(db, lines, reader.timeZone);
  return lines.map((line) => {
    const target = targetOf(line);
    const sentence = auditSentence(
      { ...line, actorName: line.userName, targetName: target.name, targetDate: target.date },
      reader.language,
    );
    return { ...line, sentence, changes: auditChanges(line.before, line.after, reader.language) };
  });
}

/** The audit log, newest first, one page of lines. */
export async function listAudit(db: Db, query: TAuditQuery, reader: AuditReader): Promise<TAuditPage> {
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    newestLines(db, query, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { page, pageSize: AUDIT_PAGE_SIZE, total: Number(count.total), entries: await readLines(db, rows, reader) };
}

/** Every line matching the filters (up to AUDIT_EXPORT_MAX) as a sheet: when, who, the sentence, the changes. */
export async function auditSheet(db: Db, query: Filters, reader: AuditReader): Promise<Sheet> {
  const entries = await readLines(db, await newestLines(db, query, AUDIT_EXPORT_MAX, 0), reader);
  const t = (key: 'exports.when' | 'exports.who' | 'exports.pupil' | 'exports.line' | 'exports.changes') => translate(key, reader.language);
  const changesOf = (entry: TAuditEntry) =>
    entry.changes.map((c) => `${c.label ? `${c.label}: ` : ''}${c.before ?? '–'} → ${c.after ?? '–'}`).join('\n');
  return {
    name: translate('audit.sheetName', reader.language),
    header: [t('exports.when'), t('exports.who'), t('exports.pupil'), t('exports.line'), t('exports.changes')],
    rows: entries.map((entry) => [{ schoolTime: entry.at }, entry.userName, entry.pupilName ?? '', entry.sentence, changesOf(entry)]),
  };
}

/** Who and which pupils appear in the log, by name: the choices of the audit page's filters. */
export async function listAuditFilters(db: Db): Promise<TAuditFilters> {
  const [people, pupils] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'roles'])
      .where('id', 'in', db.selectFrom('audit_log').select('user_id'))
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('children')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', db.selectFrom('audit_log').select('child_id').where('child_id', 'is not', null))
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute(),
  ]);
  return {
    people: people.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`, roles: p.roles.split(',').filter(Boolean) })),
    pupils: pupils.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}` })),
  };
}
