import { AUDIT_ACTIONS, AUDIT_RECORDS, PUBLICATION_KINDS, RETENTION_KINDS } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../../i18n/translate';
import { auditChanges, auditSentence } from './audit-sentences';

const line = { actorName: 'Nadia Roux', pupilName: null, targetName: null, targetDate: null, after: null };

describe('audit sentences', () => {
  it('have a verb for every action and a noun for every kind of record the server writes', () => {
    const keys = new Set<string>(messageKeys);
    const missing = [
      ...AUDIT_ACTIONS.map((action) => `audit.verb.${action}`),
      ...[...AUDIT_RECORDS, ...PUBLICATION_KINDS, ...RETENTION_KINDS].map((entity) => `audit.noun.${entity}`),
    ].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  it('name a pupil, a named record, a plain one; a word the catalog lacks reads as stored', () => {
    expect(auditSentence({ ...line, action: 'update', entity: 'pupil', pupilName: 'Léa Martin' }, 'en')).toBe(
      'Nadia Roux changed Léa Martin',
    );
    expect(auditSentence({ ...line, action: 'publish', entity: 'newsletter', targetName: 'November' }, 'fr')).toBe(
      'Nadia Roux a publié la lettre d’information «\u202fNovember\u202f»',
    );
    expect(auditSentence({ ...line, action: 'read', entity: 'medical', pupilName: 'Hugo Martin' }, 'fr')).toBe(
      'Nadia Roux a consulté les informations médicales de Hugo Martin',
    );
    expect(auditSentence({ ...line, action: 'frobnicate', entity: 'widget' }, 'en')).toBe('Nadia Roux frobnicate the widget');
  });

  it('list only the fields that changed, labelled, a value that is not a record as a whole', () => {
    expect(auditChanges({ reason: 'a', excused: false }, { reason: 'a', excused: true }, 'fr')).toEqual([
      { field: 'excused', label: 'Justifiée', before: 'Non', after: 'Oui' },
    ]);
    expect(auditChanges(null, [1, 2], 'en')).toEqual([{ field: '', label: '', before: null, after: '[1,2]' }]);
  });
});
