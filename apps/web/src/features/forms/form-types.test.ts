import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { formTypeLabel } from './form-types';

describe('formTypeLabel', () => {
  it('says the stored English type in the reader’s language, and an unknown one as written', async () => {
    await speak('fr');
    expect(['Authorization', 'Survey', 'Registration', 'Other'].map((type) => formTypeLabel(type, i18n))).toEqual([
      'Autorisation',
      'Sondage',
      'Inscription',
      'Autre',
    ]);
    expect(formTypeLabel('Sortie', i18n)).toBe('Sortie');
    await speak('en');
    expect(formTypeLabel('Survey', i18n)).toBe('Survey');
  });
});
