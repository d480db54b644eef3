import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { exitPermissionLabel } from './exit-permission-types';

describe('exitPermissionLabel', () => {
  it('says the known exit permissions in French, any other as the school wrote it', async () => {
    await speak('fr');
    expect(exitPermissionLabel('Lunch at home', i18n)).toBe('Déjeune à la maison');
    expect(exitPermissionLabel('Picked up by a parent', i18n)).toBe('Récupéré(e) par un parent');
    expect(exitPermissionLabel('Sortie avec la grand-mère', i18n)).toBe('Sortie avec la grand-mère');
  });
});
