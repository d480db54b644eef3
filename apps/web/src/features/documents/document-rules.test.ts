import { describe, expect, it } from 'vitest';
import type { TDocument } from '@carnet/contract';
import { documentTypes, documentsOfSelection, shownDocuments, typesWithUnseen } from './document-rules';

const doc = (id: number, childId: number, type: string, date: string, hasNotification = false): TDocument => ({
  id,
  title: `Document ${id}`,
  type,
  date,
  child: { id: childId },
  hasNotification,
});

// Eight invoices of child 1 given oldest first, plus other types and another child's.
const invoices = Array.from({ length: 8 }, (_, index) => doc(index + 1, 1, 'Invoice', `2026-0${index + 1}-01`));
const documents = [
  ...invoices,
  doc(20, 1, 'Letter', '2026-05-03', true),
  doc(21, 2, 'Invoice', '2026-09-01'),
  doc(22, 1, 'Certificate', '2025-10-01'),
];

describe('documents screen rules', () => {
  it('shows at most 6 cards of a type, newest first', () => {
    const shown = shownDocuments(documents, 1, 'Invoice');
    expect(shown.map((d) => d.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it("keeps every document of the child and type for 'Download all documents'", () => {
    expect(documentsOfSelection(documents, 1, 'Invoice').map((d) => d.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(documentsOfSelection(documents, 2, 'Invoice').map((d) => d.id)).toEqual([21]);
  });

  it("lists the child's types in alphabetical order, the first one selected by the page", () => {
    expect(documentTypes(documents, 1)).toEqual(['Certificate', 'Invoice', 'Letter']);
    expect(documentTypes(documents, 2)).toEqual(['Invoice']);
    expect(documentTypes(documents, 3)).toEqual([]);
  });

  it("orders the tabs by the names the reader reads, in the reader's language", () => {
    const french = new Map([
      ['Invoice', 'Facture'],
      ['Letter', 'Courrier'],
      ['Certificate', 'Certificat'],
    ]);
    const label = (type: string) => french.get(type) ?? type;
    expect(documentTypes(documents, 1, label, 'fr-FR')).toEqual(['Certificate', 'Letter', 'Invoice']);
    // Accents sort as a French reader expects: 'École' before 'Facture'.
    const withAccent = [...documents, doc(30, 1, 'School', '2026-01-01')];
    expect(documentTypes(withAccent, 1, (type) => (type === 'School' ? 'École' : label(type)), 'fr-FR')).toEqual([
      'Certificate',
      'Letter',
      'School',
      'Invoice',
    ]);
  });

  it('marks the types holding an unseen document', () => {
    expect([...typesWithUnseen(documents, 1)]).toEqual(['Letter']);
    expect(typesWithUnseen(documents, 2).size).toBe(0);
  });
});
