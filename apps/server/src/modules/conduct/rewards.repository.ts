import type { Db } from '../../db/connect';

/** Rows of the rewards table: 'reward' or 'sanction'; commendations are derived, never stored. */
export type RewardKind = 'reward' | 'sanction';

export type RewardInput = { childId: number; date: string; responsible: string; subject: string; resume?: string };

/** Writes the row only; families hear of it through `awardReward` / `recordSanction`. */
export async function createReward(db: Db, kind: RewardKind, input: RewardInput): Promise<number> {
  const row = await db
    .insertInto('rewards')
    .values({
      child_id: input.childId,
      kind,
      date: input.date,
      responsible: input.responsible,
      subject: input.subject,
      resume: input.resume ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
