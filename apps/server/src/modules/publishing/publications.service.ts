import type { TAudience, TPublication, TPublicationKind } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';
import { AppError } from '../../lib/app-error';

/** The office sees its newest publications of a kind; older ones stay in the database and the audit log. */
const LIST_LIMIT = 200;

/** The names an audience chose (its classes, groups or pupils), for the office's list. */
async function audienceNames(db: Db, audiences: TAudience[]): Promise<Map<string, string>> {
  const idsOf = (kind: TAudience['kind']) => [...new Set(audiences.flatMap((a) => (a.kind === kind && 'ids' in a ? a.ids : [])))];
  const [yearGroups, classes, groups, pupils] = await Promise.all([
    idsOf('yearGroups').length ? db.selectFrom('year_groups').select(['id', 'name']).where('id', 'in', idsOf('yearGroups')).execute() : [],
    idsOf('classes').length ? db.selectFrom('classes').select(['id', 'name']).where('id', 'in', idsOf('classes')).execute() : [],
    idsOf('teachingGroups').length
      ? db.selectFrom('subjects').select(['id', 'teaching_group as name']).where('id', 'in', idsOf('teachingGroups')).execute()
      : [],
    idsOf('pupils').length
      ? db.selectFrom('children').select(['id', 'first_name', 'last_name']).where('id', 'in', idsOf('pupils')).execute()
      : [],
  ]);
  const names = new Map<string, string>();
  for (const r of yearGroups) names.set(`yearGroups:${r.id}`, r.name);
  for (const r of classes) names.set(`classes:${r.id}`, r.name);
  for (const r of groups) names.set(`teachingGroups:${r.id}`, r.name);
  for (const r of pupils) names.set(`pupils:${r.id}`, `${r.first_name} ${r.last_name}`);
  return names;
}

/** Past publications of one kind, newest first, with who published and who withdrew them. */
export async function listPublications(db: Db, kind: TPublicationKind, onlyId?: number): Promise<TPublication[]> {
  let query = db
    .selectFrom('publications')
    .innerJoin('users as author', 'author.id', 'publications.created_by')
    .leftJoin('users as withdrawer', 'withdrawer.id', 'publications.withdrawn_by')
    .select([
      'publications.id',
      'publications.kind',
      'publications.title',
      'publications.audience',
      'publications.created_at',
      'publications.pupils_reached',
      'publications.accounts_reached',
      'publications.withdrawn_at',
      'author.first_name as author_first',
      'author.last_name as author_last',
      'withdrawer.first_name as withdrawer_first',
      'withdrawer.last_name as withdrawer_last',
    ])
    .where('publications.kind', '=', kind);
  if (onlyId !== undefined) query = query.where('publications.id', '=', onlyId);
  const rows = await query.orderBy('publications.created_at', 'desc').orderBy('publications.id', 'desc').limit(LIST_LIMIT).execute();
  const audiences = rows.map((r) => fromJsonText<TAudience>(r.audience, { kind: 'school' }));
  const names = await audienceNames(db, audiences);
  return rows.map((r, index) => {
    const audience = audiences[index]!;
    return {
      id: r.id,
      kind: r.kind as TPublicationKind,
      title: r.title,
      audience: {
        kind: audience.kind,
        names: audience.kind === 'school' ? [] : audience.ids.map((id) => names.get(`${audience.kind}:${id}`) ?? `#${id}`),
      },
      createdAt: r.created_at,
      createdBy: `${r.author_first} ${r.author_last}`,
      pupilsReached: r.pupils_reached,
      accountsReached: r.accounts_reached,
      withdrawnAt: r.withdrawn_at,
      withdrawnBy: r.withdrawer_first === null ? null : `${r.withdrawer_first} ${r.withdrawer_last ?? ''}`.trim(),
    };
  });
}

/** One publication as listed (the answer to publishing or withdrawing it). */
export async function getPublication(db: Db, publicationId: number): Promise<TPublication> {
  const row = await db.selectFrom('publications').select('kind').where('id', '=', publicationId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'publishing.notFound');
  const [publication] = await listPublications(db, row.kind as TPublicationKind, publicationId);
  if (!publication) throw new AppError('NOT_FOUND', 'publishing.notFound');
  return publication;
}
