import type { Db } from '../../apps/server/src/db/connect';

/** The newest job's id (0 with none): the jobs a bench's step queued are those after it. */
export const lastJobId = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
