// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { CommendationProgress } from './commendation-progress';

const TERM_END = '2026-12-18';

async function cardsFor(rewardCount: number, commendationDates: string[] = [], language: TLanguage = 'en') {
  await renderInLanguage(
    <CommendationProgress rewardCount={rewardCount} commendationDates={commendationDates} termEnd={TERM_END} />,
    language,
  );
  return screen.getAllByRole('listitem').map((card) => card.textContent ?? '');
}

describe('commendation progress cards as displayed', () => {
  afterEach(cleanup);

  it('shows only the active card at 0/5 with no reward', async () => {
    const cards = await cardsFor(0);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain('Reward(s) 0/5');
    expect(cards[0]).toContain('Expires 18/12/2026');
  });

  it('shows the active card at 4/5 with 4 rewards', async () => {
    const cards = await cardsFor(4);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain('Reward(s) 4/5');
  });

  it('turns 5 rewards into a finished commendation and a new card at 0/5', async () => {
    const cards = await cardsFor(5, ['2026-10-12']);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('Commendation 1');
    expect(cards[0]).toContain('Reward(s) 5/5');
    expect(cards[0]).toContain('Earned 12/10/2026');
    expect(cards[1]).toContain('Reward(s) 0/5');
  });

  it('shows 2 finished commendations, oldest first, and the active card at 2/5 for 12 rewards', async () => {
    const cards = await cardsFor(12, ['2026-11-10', '2026-10-12']);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('Commendation 1');
    expect(cards[0]).toContain('12/10/2026');
    expect(cards[1]).toContain('Commendation 2');
    expect(cards[1]).toContain('10/11/2026');
    expect(cards[2]).toContain('Reward(s) 2/5');
    expect(within(screen.getAllByRole('listitem')[2]!).getByText('Expires', { exact: false }).textContent).toContain('18 December 2026');
  });

  it('leaves the expiry out when the term end is unknown', async () => {
    await renderInLanguage(<CommendationProgress rewardCount={3} commendationDates={[]} termEnd={null} />);
    expect(screen.getByRole('listitem').textContent).not.toContain('Expires');
  });

  it('says the cards in French, with the plural of the rewards counted and French dates', async () => {
    const cards = await cardsFor(6, ['2026-10-12'], 'fr');
    expect(cards[0]).toContain('Félicitations n°\u00a01');
    expect(cards[0]).toContain('5 récompenses sur 5');
    expect(cards[0]).toContain('Obtenues le 12/10/2026');
    expect(cards[1]).toContain('1 récompense sur 5');
    expect(cards[1]).toContain('Vers les prochaines félicitations');
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('Expire le', { exact: false }).textContent).toContain('18 décembre 2026');
    cleanup();
    expect((await cardsFor(0, [], 'fr'))[0]).toContain('0 récompense sur 5');
    cleanup();
    expect((await cardsFor(3, [], 'fr'))[0]).toContain('3 récompenses sur 5');
  });
});
