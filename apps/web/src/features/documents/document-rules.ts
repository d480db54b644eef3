import { DOCUMENTS_PER_TYPE, sortNewestFirst, type TDocument } from '@carnet/contract';

/** One child's documents of one type, newest first: the selection 'Download all documents' saves. */
export function documentsOfSelection(documents: readonly TDocument[], childId: number | null, type: string | null): TDocument[] {
  const selected = documents.filter((document) => document.child.id === childId && document.type === type);
  return sortNewestFirst(selected, (document) => document.date);
}

/** The cards of a tab: at most 6, newest first, so the latest stay in view. */
export function shownDocuments(documents: readonly TDocument[], childId: number | null, type: string | null): TDocument[] {
  return documentsOfSelection(documents, childId, type).slice(0, DOCUMENTS_PER_TYPE);
}

/**
 * The document types of a child, in the alphabetical order of their names as the reader reads them
 * (`label`, in `locale`), so the tabs keep their places as documents arrive.
 */
export function documentTypes(
  documents: readonly TDocument[],
  childId: number | null,
  label: (type: string) => string = (type) => type,
  locale = 'en',
): string[] {
  const types = new Set(documents.filter((document) => document.child.id === childId).map((document) => document.type));
  return [...types].sort((a, b) => label(a).localeCompare(label(b), locale) || a.localeCompare(b, 'en'));
}

/** Types holding an unseen document of the child, for the dots on the tabs. */
export function typesWithUnseen(documents: readonly TDocument[], childId: number | null): Set<string> {
  return new Set(
    documents.filter((document) => document.child.id === childId && document.hasNotification).map((document) => document.type),
  );
}
