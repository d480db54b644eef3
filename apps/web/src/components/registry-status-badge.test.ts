import { describe, expect, it } from 'vitest';
import { speak } from '../test/render';
import { registryStatusLabel } from './registry-status-badge';

describe('registry status', () => {
  it("reads the school's statuses as the spec writes them in English", async () => {
    await speak('en');
    expect(['ABSENT', 'present', 'late 10 min', 'school event', 'early departure', 'temporarily out'].map(registryStatusLabel)).toEqual([
      'Absent',
      'Present',
      'Late 10 min',
      'School event',
      'Early departure',
      'Temporarily out',
    ]);
  });

  it('reads them in French, and leaves an unknown one as the school wrote it', async () => {
    await speak('fr');
    expect(['ABSENT', 'present', 'late 10 min', 'school event', 'early departure', 'temporarily out'].map(registryStatusLabel)).toEqual([
      'Absence',
      'Présence',
      'Retard de 10 min',
      'Événement scolaire',
      'Départ anticipé',
      'Temporarily out',
    ]);
  });
});
