import type { TAudience, TPublicationKind } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant, toJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';

export type PublicationInput = {
  kind: TPublicationKind;
  title: string;
  audience: TAudience;
  pupilIds: readonly number[];
  accountsReached: number;
};

// Well under SQLite's bound-parameter limit, two per row.
const PUPILS_PER_INSERT = 500;

/** Records a publication and the pupils it reached; the caller writes its rows and notifications in the same transaction. */
export async function createPublication(db: Db, actor: Actor, input: PublicationInput): Promise<number> {
  const { id } = await db
    .insertInto('publications')
    .values({
      kind: input.kind,
      title: input.title,
      audience: toJsonText(input.audience),
      created_by: actor.userId,
      created_at: nowInstant(),
      pupils_reached: input.pupilIds.length,
      accounts_reached: input.accountsReached,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < input.pupilIds.length; start += PUPILS_PER_INSERT) {
    const chunk = input.pupilIds.slice(start, start + PUPILS_PER_INSERT);
    await db
      .insertInto('publication_pupils')
      .values(chunk.map((childId) => ({ publication_id: id, child_id: childId })))
      .execute();
  }
  return id;
}
