import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { concernTypeLabel } from './concern-types';

describe('concernTypeLabel', () => {
  it('says the stored English type in the family’s language, and an unknown one as written', async () => {
    await speak('fr');
    expect(['Behaviour', 'Attendance', 'Wellbeing', 'Learning', 'Other'].map((type) => concernTypeLabel(type, i18n))).toEqual([
      'Comportement',
      'Assiduité',
      'Bien-être',
      'Apprentissages',
      'Autre',
    ]);
    expect(concernTypeLabel('Santé', i18n)).toBe('Santé');
  });
});
