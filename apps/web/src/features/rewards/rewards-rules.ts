import { commendationProgress, REWARDS_PER_COMMENDATION } from '@carnet/contract';

export type ProgressCard = { kind: 'finished'; number: number; earnedOn: string | null } | { kind: 'active'; count: number; of: number };

/**
 * Every full 5 rewards is a finished commendation, and the rest (0 to 4) is the
 * active card. `commendationDates` come newest first from the API; the cards read oldest first.
 */
export function progressCards(rewardCount: number, commendationDates: readonly string[]): ProgressCard[] {
  const { finished, active } = commendationProgress(rewardCount);
  const oldestFirst = [...commendationDates].reverse();
  const cards: ProgressCard[] = Array.from({ length: finished }, (_, index) => ({
    kind: 'finished',
    number: index + 1,
    earnedOn: oldestFirst[index] ?? null,
  }));
  cards.push({ kind: 'active', count: active, of: REWARDS_PER_COMMENDATION });
  return cards;
}

/** 'Reward(s) n/5', the spec's label of a progress card. */
export const progressLabel = (count: number, of: number = REWARDS_PER_COMMENDATION) => `Reward(s) ${count}/${of}`;

export const DEFAULT_REWARD_TEXT = 'Congratulation, you got a reward !';

/** A reward without a summary says the spec's default text. */
export const rewardSummary = (resume: string) => resume.trim() || DEFAULT_REWARD_TEXT;
