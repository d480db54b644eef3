import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect';

/** Stands, while a query is compiled, for argument `arg` (or item `item` of that list argument). */
class Slot {
  constructor(
    readonly arg: number,
    readonly item: number | null,
  ) {}
}

type Arg = number | string | readonly number[];

/** List lengths change the SQL (`in (?, ?)`); a few lengths are kept, any other is compiled per call. */
const SHAPES_KEPT = 32;

/**
 * A query built and compiled once per database (and per length of its list arguments), then run with
 * each call's values. On the read path, building and compiling a Kysely query costs more than running
 * one of our small indexed reads, and a request runs several. `build` receives placeholders in place
 * of its arguments: it must pass them into the query as values and never look at them (no branching
 * on them, no arithmetic). Works on both engines: the placeholders become the dialect's parameters.
 */
export function compiledQuery<Args extends Arg[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiledByDb = new WeakMap<Db, Map<string, CompiledQuery<Row>>>();
  const compile = (db: Db, args: Args) => {
    const slots = args.map((arg, i) => (Array.isArray(arg) ? arg.map((_, j) => new Slot(i, j)) : new Slot(i, null)));
    return build(db, ...(slots as unknown as Args)).compile();
  };
  return async (db, ...args) => {
    const shape = args.map((arg) => (Array.isArray(arg) ? arg.length : '.')).join(',');
    let shapes = compiledByDb.get(db);
    if (!shapes) compiledByDb.set(db, (shapes = new Map()));
    let compiled = shapes.get(shape);
    if (!compiled) {
      compiled = compile(db, args);
      if (shapes.size < SHAPES_KEPT) shapes.set(shape, compiled);
    }
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      const arg = args[value.arg];
      return value.item === null ? arg : (arg as readonly number[])[value.item];
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
