import type { Kysely } from 'kysely';

/** What an old row may have said of its item: its kind, its parameters, and its English sentence then. */
export type Candidate = { kind: string; params: Record<string, unknown>; english: string };

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The registry's day as its notices wrote it before migration 022. */
const registryDay = (date: string) => {
  const day = new Date(date);
  return Number.isNaN(day.getTime()) ? date : dayFormat.format(day);
};

type Rebuild = (db: Kysely<any>, ids: number[]) => Promise<Map<number, Candidate[]>>;

/** One query a subject for a page of ids: the referenced records that still exist, each with the sentences it could have made. */
function byId<Row extends { id: number }>(rows: Row[], candidates: (row: Row) => Candidate[]): Map<number, Candidate[]> {
  return new Map(rows.map((row) => [row.id, candidates(row)]));
}

/**
 * The sentences of migration 021's publish services, frozen here: a row is given a kind only when
 * the record it points at rebuilds its stored text exactly (so nothing is guessed and no English is
 * parsed back); any other row keeps its text as a 'legacy' notice.
 */
export const REBUILDS: Record<string, Rebuild> = {
  async document(db, ids) {
    const rows = await db
      .selectFrom('documents as d')
      .innerJoin('children as c', 'c.id', 'd.child_id')
      .select(['d.id', 'd.title', 'c.first_name'])
      .where('d.id', 'in', ids)
      .execute();
    return byId(rows, (r) => [
      {
        kind: 'document.new',
        params: { firstName: r.first_name, title: r.title },
        english: `New document for ${r.first_name}: ${r.title}`,
      },
    ]);
  },
  async report(db, ids) {
    const rows = await db
      .selectFrom('reports as d')
      .innerJoin('children as c', 'c.id', 'd.child_id')
      .select(['d.id', 'd.title', 'c.first_name'])
      .where('d.id', 'in', ids)
      .execute();
    return byId(rows, (r) => [
      { kind: 'report.new', params: { firstName: r.first_name, title: r.title }, english: `New report for ${r.first_name}: ${r.title}` },
    ]);
  },
  async newsletter(db, ids) {
    const rows = await db.selectFrom('newsletters').select(['id', 'title']).where('id', 'in', ids).execute();
    return byId(rows, (r) => [{ kind: 'newsletter.new', params: { title: r.title }, english: `New newsletter: ${r.title}` }]);
  },
  async termsdate(db, ids) {
    const rows = await db.selectFrom('term_events').select(['id', 'title_en', 'title_fr', 'date']).where('id', 'in', ids).execute();
    return byId(rows, (r) => [
      {
        kind: 'termsdate.new',
        params: { title: { en: r.title_en, fr: r.title_fr }, date: { date: r.date } },
        english: `New term date: ${r.title_en} (${r.date})`,
      },
    ]);
  },
  async concern(db, ids) {
    const rows = await db
      .selectFrom('concerns as x')
      .innerJoin('children as c', 'c.id', 'x.child_id')
      .select(['x.id', 'x.reason', 'c.first_name', 'c.last_name'])
      .where('x.id', 'in', ids)
      .execute();
    return byId(rows, (r) => {
      const name = `${r.first_name} ${r.last_name}`;
      return [{ kind: 'concern.new', params: { name, reason: r.reason }, english: `New concern regarding ${name}: ${r.reason}` }];
    });
  },
  async form(db, ids) {
    const rows = await db
      .selectFrom('form_requests as q')
      .innerJoin('forms as f', 'f.id', 'q.form_id')
      .select(['q.id', 'f.name', 'f.deadline'])
      .where('q.id', 'in', ids)
      .execute();
    return byId(rows, (r) => [
      { kind: 'form.new', params: { name: r.name }, english: `New form to complete: ${r.name}` },
      { kind: 'form.reminder', params: { name: r.name }, english: `Reminder: please complete ${r.name}` },
      ...(r.deadline
        ? [
            {
              kind: 'form.reminderBy',
              params: { name: r.name, deadline: { date: r.deadline } },
              english: `Reminder: please complete ${r.name} by ${r.deadline}`,
            },
          ]
        : []),
    ]);
  },
  async 'form returned'(db, ids) {
    const rows = await db
      .selectFrom('form_requests as q')
      .innerJoin('forms as f', 'f.id', 'q.form_id')
      .innerJoin('children as c', 'c.id', 'q.child_id')
      .select(['q.id', 'f.name', 'c.first_name', 'c.last_name'])
      .where('q.id', 'in', ids)
      .execute();
    return byId(rows, (r) => {
      const child = `${r.first_name} ${r.last_name}`;
      return [{ kind: 'form.returned', params: { child, name: r.name }, english: `${child} returned the form ${r.name}` }];
    });
  },
  async reward(db, ids) {
    const rows = await db
      .selectFrom('rewards as w')
      .innerJoin('children as c', 'c.id', 'w.child_id')
      .select(['w.id', 'w.subject', 'c.first_name'])
      .where('w.id', 'in', ids)
      .execute();
    return byId(rows, (r) => {
      const params = { name: r.first_name, subject: r.subject };
      return [
        { kind: 'reward.new', params, english: `${r.first_name} received a reward: ${r.subject}` },
        { kind: 'sanction.new', params, english: `${r.first_name} received a sanction: ${r.subject}` },
      ];
    });
  },
  async commendation(db, ids) {
    const rows = await db
      .selectFrom('rewards as w')
      .innerJoin('children as c', 'c.id', 'w.child_id')
      .select(['w.id', 'c.first_name'])
      .where('w.id', 'in', ids)
      .execute();
    // Five rewards made a commendation when these rows were written (REWARDS_PER_COMMENDATION).
    return byId(rows, (r) => [
      {
        kind: 'commendation.new',
        params: { name: r.first_name, count: 5 },
        english: `${r.first_name} earned a commendation for 5 rewards`,
      },
    ]);
  },
  async meeting(db, ids) {
    const rows = await db.selectFrom('meetings').select(['id', 'name', 'date', 'start_time', 'end_time']).where('id', 'in', ids).execute();
    return byId(rows, (r) => [
      { kind: 'meeting.open', params: { name: r.name }, english: `${r.name}: meetings are open, make an appointment!` },
      {
        kind: 'meeting.rescheduled',
        params: { name: r.name, date: { date: r.date }, startTime: r.start_time, endTime: r.end_time },
        english: `${r.name}: the meetings are now on ${r.date}, ${r.start_time} to ${r.end_time}.`,
      },
    ]);
  },
  async registry(db, ids) {
    const rows = await db
      .selectFrom('registry_entries as e')
      .innerJoin('children as c', 'c.id', 'e.child_id')
      .select(['e.id', 'e.date', 'e.statut', 'c.first_name'])
      .where('e.id', 'in', ids)
      .execute();
    return byId(rows, (r) => {
      const day = registryDay(r.date);
      return [
        {
          kind: 'registry.absent',
          params: { firstName: r.first_name, day: { date: r.date } },
          english: `${r.first_name} was absent on ${day}`,
        },
        {
          kind: 'registry.late',
          params: { firstName: r.first_name, day: { date: r.date }, statut: r.statut },
          english: `${r.first_name} was late on ${day} (${r.statut})`,
        },
      ];
    });
  },
  async allergy(db, ids) {
    const rows = await db
      .selectFrom('allergies as a')
      .innerJoin('children as c', 'c.id', 'a.child_id')
      .select(['a.id', 'c.first_name'])
      .where('a.id', 'in', ids)
      .execute();
    return byId(rows, (r) => [
      { kind: 'allergy.new', params: { firstName: r.first_name }, english: `New allergy recorded for ${r.first_name}` },
    ]);
  },
};
