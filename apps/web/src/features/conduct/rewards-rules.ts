import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { commendationProgress, REWARDS_PER_COMMENDATION, type TRewardItem, type TThisTerm } from '@carnet/contract';

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

/** 'Reward(s) n/5', the spec's label of a progress card ('2 récompenses sur 5' in French). */
export function progressLabel(count: number, of: number = REWARDS_PER_COMMENDATION): string {
  return plural(count, { one: `Reward(s) #/${of}`, other: `Reward(s) #/${of}` });
}

/** The spec's text for a reward without a summary, kept verbatim in English. */
export const DEFAULT_REWARD_TEXT = msg`Congratulation, you got a reward !`;

/** A reward without a summary says the spec's default text, in the page's language. */
export const rewardSummary = (resume: string) => resume.trim() || i18n._(DEFAULT_REWARD_TEXT);

/**
 * The sanctions of the term the rewards count in, so every counter of the page names the same period
 * ('This term, until {date}'). The server sends the school year's: those of an earlier term are left
 * out once the term is known.
 */
export function sanctionsOfTerm(sanctions: readonly TRewardItem[], term: Pick<TThisTerm, 'start' | 'end'>): TRewardItem[] {
  return sanctions.filter((sanction) => sanction.date >= term.start && sanction.date <= term.end);
}
