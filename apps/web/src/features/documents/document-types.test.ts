import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { documentTypeLabel } from './document-types';

describe('document types', () => {
  afterAll(() => speak('en'));

  it('reads the known types as the school writes them in English', async () => {
    await speak('en');
    expect(['Invoice', 'Letter', 'School certificate'].map((type) => documentTypeLabel(type, i18n))).toEqual([
      'Invoice',
      'Letter',
      'School certificate',
    ]);
  });

  it('translates the known types in French, whatever their spacing or capitals, and keeps any other as it is', async () => {
    await speak('fr');
    expect(documentTypeLabel('Invoice', i18n)).toBe('Facture');
    expect(documentTypeLabel('Letter', i18n)).toBe('Courrier');
    expect(documentTypeLabel('School certificate', i18n)).toBe('Certificat de scolarité');
    expect(documentTypeLabel(' school  Certificate ', i18n)).toBe('Certificat de scolarité');
    expect(documentTypeLabel('Exam timetable', i18n)).toBe('Exam timetable');
  });
});
