// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../../test/render';
import { CommendationHelp } from './commendation-help';
import { RewardCounters } from './reward-counters';

/** Each counter as shown: [label, number, period]. */
const counters = () =>
  screen.getAllByRole('listitem').map((item) => Array.from(item.querySelectorAll('p'), (p) => p.textContent?.replace(/\s+/g, ' ') ?? ''));

describe('the reward counters', () => {
  afterEach(cleanup);

  it('name the same period for the rewards and the sanctions: this term, until its end', async () => {
    await renderInLanguage(<RewardCounters rewards={12} commendations={2} sanctions={1} termEnd="2026-12-18" />);
    const [rewards, commendations, sanctions] = counters();
    expect(rewards).toEqual(['Rewards', '12', 'This term, until 18/12/202618 December 2026']);
    expect(commendations).toEqual(['Commendations', '2', '5 rewards make 1']);
    expect(sanctions).toEqual(['Sanctions', '1', 'This term, until 18/12/202618 December 2026']);
  });

  it("say 'This term' for both while the term's end is unknown, and the school year for sanctions that could not be narrowed", async () => {
    await renderInLanguage(<RewardCounters rewards={3} commendations={0} sanctions={1} termEnd={null} />);
    expect(counters().map((counter) => counter[2])).toEqual(['This term', '5 rewards make 1', 'This term']);
    cleanup();
    await renderInLanguage(<RewardCounters rewards={3} commendations={0} sanctions={1} termEnd={null} sanctionsOfSchoolYear />);
    expect(counters()[2]?.[2]).toBe('This school year');
  });

  it('say the same in French', async () => {
    await renderInLanguage(<RewardCounters rewards={12} commendations={2} sanctions={0} termEnd="2026-12-18" />, 'fr');
    screen.getByRole('list', { name: 'Compteurs' });
    const [rewards, commendations, sanctions] = counters();
    expect(rewards).toEqual(['Récompenses', '12', 'Ce trimestre, jusqu’au 18/12/202618 décembre 2026']);
    expect(commendations).toEqual(['Félicitations', '2', '5 récompenses pour des félicitations']);
    expect(sanctions).toEqual(['Sanctions', '0', 'Ce trimestre, jusqu’au 18/12/202618 décembre 2026']);
  });
});

describe('the commendation help panel', () => {
  afterEach(cleanup);

  it('explains in English how 5 rewards make 1 commendation', async () => {
    await renderInLanguage(<CommendationHelp />);
    const panel = screen.getByRole('complementary', { name: 'How are commendations earned?' });
    expect(panel.textContent).toContain('Every 5 rewards make 1 commendation: the progress card fills up to 5/5, then a new card starts.');
  });

  it('explains it in French', async () => {
    await renderInLanguage(<CommendationHelp />, 'fr');
    const panel = screen.getByRole('complementary', { name: 'Comment obtenir les félicitations\u00a0?' });
    expect(panel.textContent).toContain(
      'Chaque série de 5 récompenses donne des félicitations\u00a0: la carte de progression se remplit jusqu’à 5/5',
    );
    expect(panel.textContent).toContain('Le compte repart de zéro au début de chaque trimestre.');
    expect(panel.textContent).not.toMatch(/reward|term\b/i);
  });
});
