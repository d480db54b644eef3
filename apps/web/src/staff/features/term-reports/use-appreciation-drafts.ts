import { useState } from 'react';
import type { TAppreciationsRequest } from '@carnet/contract';

/** The most lines one PUT carries (ZAppreciationsRequest): a longer grid is saved in several. */
const LINES_PER_REQUEST = 200;

type Line = { childId: number; appreciation: string };

/**
 * The grid's texts as typed, over the server's: only the lines that differ from what is saved are sent
 * (decision 114), so two people writing different pupils of one class do not undo each other.
 */
export function useAppreciationDrafts(lines: readonly Line[]) {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map());
  const saved = new Map(lines.map((line) => [line.childId, line.appreciation]));
  const changed = [...drafts].filter(([childId, text]) => saved.has(childId) && text.trim() !== saved.get(childId)?.trim());
  return {
    textOf: (childId: number) => drafts.get(childId) ?? saved.get(childId) ?? '',
    write: (childId: number, text: string) => setDrafts((current) => new Map(current).set(childId, text)),
    changedCount: changed.length,
    /** The PUT bodies of the changed lines. */
    requests: (): TAppreciationsRequest[] => {
      const appreciations = changed.map(([childId, text]) => ({ childId, text: text.trim() }));
      const requests: TAppreciationsRequest[] = [];
      for (let start = 0; start < appreciations.length; start += LINES_PER_REQUEST)
        requests.push({ appreciations: appreciations.slice(start, start + LINES_PER_REQUEST) });
      return requests;
    },
    /** Forgets the drafts once saved: the grid shows the server's texts again. */
    reset: () => setDrafts(new Map()),
  };
}
