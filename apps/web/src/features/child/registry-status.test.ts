import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { registryStatusLabel } from './registry-status';

describe('registryStatusLabel', () => {
  afterEach(() => speak('en'));

  it("reads the known statuses with a capital in English, and the school's own words as written", async () => {
    await speak('en');
    expect(['ABSENT', 'present', 'school event', 'early departure', 'late 10 min'].map(registryStatusLabel)).toEqual([
      'Absent',
      'Present',
      'School event',
      'Early departure',
      'Late 10 min',
    ]);
    expect(registryStatusLabel('arrives at 09:20')).toBe('Arrives at 09:20');
  });

  it('translates the known statuses into French, and keeps a free-form status as the school wrote it', async () => {
    await speak('fr');
    expect(['ABSENT', 'present', 'school event', 'early departure', 'late 10 min', 'LATE 5 min'].map(registryStatusLabel)).toEqual([
      'Absent',
      'Présent',
      'Événement scolaire',
      'Départ anticipé',
      'Retard de 10 min',
      'Retard de 5 min',
    ]);
    expect(registryStatusLabel('temporarily at the infirmary')).toBe('Temporarily at the infirmary');
  });
});
