import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { responsibleName } from './responsible-name';

describe('responsibleName', () => {
  it('says the civility the data holds in the reader’s language', async () => {
    await speak('fr');
    expect(['Mr Moreau', 'Mrs Petit', 'Mrs. Petit', 'Paul Bernard'].map((name) => responsibleName(name, i18n))).toEqual([
      'M. Moreau',
      'Mme Petit',
      'Mme Petit',
      'Paul Bernard',
    ]);
    await speak('en');
    expect(responsibleName('Mr Moreau', i18n)).toBe('Mr Moreau');
  });
});
