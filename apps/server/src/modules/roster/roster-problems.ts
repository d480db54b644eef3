import type { MessageKey, MessageParams } from '../../i18n/translate';

/** One thing wrong in a OneRoster file, its text still a catalog key (the caller's language comes later). */
export type RosterProblem = {
  file: string;
  /** As a spreadsheet shows it: the header is line 1. Null for the file as a whole. */
  line: number | null;
  column: string | null;
  key: MessageKey;
  params?: MessageParams;
};

/** Collects every problem of a file set, so the office sees them all at once, not the first only. */
export class Problems {
  readonly list: RosterProblem[] = [];
  add(problem: RosterProblem): void {
    this.list.push(problem);
  }
  get isEmpty(): boolean {
    return this.list.length === 0;
  }
}
