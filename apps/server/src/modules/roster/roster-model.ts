/**
 * The shapes an import passes from one step to the next: what the school's file wants (desired),
 * and what the plan will do about it (operations, counts). Apart from the steps that make them, so
 * that no two steps import each other.
 */

/** A record as the import writes it: its values by field, references to other records by their key. */
export type Mapped = Readonly<Record<string, string | null>>;
export type DesiredKind =
  'term' | 'yearGroup' | 'class' | 'teachingGroup' | 'teacher' | 'family' | 'pupil' | 'guardian' | 'account' | 'enrollment';
export type Desired = Record<DesiredKind, Map<string, Mapped>>;

export type DesiredSchool = {
  desired: Desired;
  /** Where each user came from, to name the line of a problem found later (an e-mail taken in Carnet). */
  userLines: Map<string, number | null>;
  sessionLines: Map<string, number | null>;
  ignoredRows: number;
};

/** A Carnet record made (or adopted) from a source record, with the values the import last wrote. */
export type Link = { kind: DesiredKind; key: string; localId: number; mapped: Mapped; isActive: boolean };
export type Links = Map<DesiredKind, Map<string, Link>>;

export type Operation =
  /** `adoptId`: a record Carnet already had (same class name, teacher e-mail…), linked instead of made twice. */
  | { type: 'create'; key: string; values: Mapped; adoptId: number | null }
  | { type: 'update'; key: string; values: Mapped; link: Link; changed: string[]; isReactivated: boolean }
  | { type: 'deactivate'; key: string; link: Link };

export type Counts = { created: number; updated: number; deactivated: number; unchanged: number };
