import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../../test/render';
import { loadStaffMessages } from '../../staff-messages';
import { absenceStatusLabel, isLateStatus } from './absence-status';

describe('absenceStatusLabel', () => {
  afterEach(() => speak('en'));

  it('reads what the roll call writes, an absence and a lateness with its minutes; anything else as written', async () => {
    await speak('en');
    expect(['ABSENT', 'late 7 min', 'arrives at 09:20'].map(absenceStatusLabel)).toEqual(['Absent', 'Late, 7 min', 'arrives at 09:20']);
    expect(['late 7 min', 'Late 12min', 'ABSENT'].map(isLateStatus)).toEqual([true, true, false]);
  });

  it('reads them in French', async () => {
    await speak('fr');
    await loadStaffMessages();
    expect(['ABSENT', 'late 7 min'].map(absenceStatusLabel)).toEqual(['Absent', 'Retard, 7 min']);
  });
});
