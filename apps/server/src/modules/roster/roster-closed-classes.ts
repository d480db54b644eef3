import type { Db } from '../../db/connect';
import { linksOf } from './roster-links';
import type { Counts, Links, Operation } from './roster-model';

/**
 * The classes the new school year closed (decision 081) that the file places pupils in: a new pupil,
 * a pupil whose class it changed, or one it brings back, in a class it links by sourcedId or adopts
 * by name. The school's system is the authority, so the import reopens them instead of leaving pupils
 * at school in a class no picker offers. A class otherwise unchanged counts as updated.
 */
export async function closedClassesPlaced(
  db: Db,
  operations: { class: Operation[]; pupil: Operation[] },
  links: Links,
  classCounts: Counts,
): Promise<number[]> {
  const written = new Map<string, number>();
  for (const op of operations.class) {
    if (op.type === 'create' && op.adoptId !== null) written.set(op.key, op.adoptId);
    else if (op.type === 'update') written.set(op.key, op.link.localId);
  }
  const linked = linksOf(links, 'class');
  const placed = new Set<number>();
  for (const op of operations.pupil) {
    if (op.type === 'deactivate' || (op.type === 'update' && !op.changed.includes('class') && !op.isReactivated)) continue;
    const key = op.values.class;
    const id = key ? (written.get(key) ?? linked.get(key)?.localId) : undefined;
    if (id !== undefined) placed.add(id);
  }
  if (placed.size === 0) return [];
  const closed = await db
    .selectFrom('classes')
    .select('id')
    .where('id', 'in', [...placed])
    .where('closed_at', 'is not', null)
    .orderBy('id')
    .execute();
  const alreadyCounted = new Set(written.values());
  for (const { id } of closed) {
    if (alreadyCounted.has(id)) continue;
    classCounts.unchanged -= 1;
    classCounts.updated += 1;
  }
  return closed.map((row) => row.id);
}
