/** The size of the made-up school; the defaults are the large school of decision 079. */
export type SeedSize = {
  pupils: number;
  guardians: number;
  teachers: number;
  classes: number;
  /** School years of history (registry, documents, reports, rewards, notifications), counted back from today. */
  years: number;
  /** Multiplies the span of history: 0.1 keeps the last tenth of it, for the bench's "10x less history". */
  historyScale: number;
  seed: number;
};

export const LARGE_SCHOOL = { pupils: 2000, guardians: 3200, teachers: 150, classes: 120, years: 3, historyScale: 1, seed: 20 };

const FLAGS = ['pupils', 'guardians', 'teachers', 'classes', 'years', 'history-scale', 'seed'] as const;
type Flag = (typeof FLAGS)[number];

export const USAGE =
  'Usage: npm run seed:large -- [--pupils 2000] [--guardians 3200] [--teachers 150] [--classes 120] [--years 3] [--history-scale 1] [--seed 20]\n' +
  '  (or SEED_PUPILS, SEED_GUARDIANS, SEED_TEACHERS, SEED_CLASSES, SEED_YEARS, SEED_HISTORY_SCALE, SEED_SEED); DATA_DIR or DATABASE_URL as for the server.';

export class UsageError extends Error {}

/**
 * Flags win over SEED_* variables, which win over the defaults. A smaller school given by its pupils
 * alone keeps the large school's proportions (1.6 guardians a pupil, a teacher for 13, a class for 17).
 */
export function parseSeedSize(args: readonly string[], env: NodeJS.ProcessEnv = process.env): SeedSize {
  const given = new Map<Flag, number>();
  for (const flag of FLAGS) {
    const value = env[`SEED_${flag.toUpperCase().replace('-', '_')}`];
    if (value !== undefined && value !== '') given.set(flag, toNumber(flag, value));
  }
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, inline] = arg.startsWith('--') ? arg.slice(2).split('=', 2) : [];
    if (!name || !(FLAGS as readonly string[]).includes(name)) throw new UsageError(`Unknown argument ${arg}\n${USAGE}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value\n${USAGE}`);
    given.set(name as Flag, toNumber(name, value));
  }
  const pupils = given.get('pupils') ?? LARGE_SCHOOL.pupils;
  const ratio = pupils / LARGE_SCHOOL.pupils;
  const size: SeedSize = {
    pupils,
    guardians: given.get('guardians') ?? Math.round(LARGE_SCHOOL.guardians * ratio),
    teachers: given.get('teachers') ?? Math.max(8, Math.round(LARGE_SCHOOL.teachers * ratio)),
    classes: given.get('classes') ?? Math.max(4, Math.round(LARGE_SCHOOL.classes * ratio)),
    years: given.get('years') ?? LARGE_SCHOOL.years,
    historyScale: given.get('history-scale') ?? LARGE_SCHOOL.historyScale,
    seed: given.get('seed') ?? LARGE_SCHOOL.seed,
  };
  if (!Number.isInteger(size.pupils) || size.pupils < 1) throw new UsageError('--pupils must be a whole number of at least 1');
  if (size.guardians < 1 || size.guardians > size.pupils * 3) throw new UsageError('--guardians must be between 1 and three per pupil');
  if (size.teachers < 8) throw new UsageError('--teachers must be at least 8 (one per subject)');
  if (size.classes < 4 || size.classes > size.pupils)
    throw new UsageError('--classes must be at least 4 (one per year) and at most one per pupil');
  if (size.years <= 0 || size.years > 10) throw new UsageError('--years must be more than 0 and at most 10');
  if (size.historyScale <= 0 || size.historyScale > 1) throw new UsageError('--history-scale must be more than 0 and at most 1');
  return size;
}

function toNumber(name: string, value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new UsageError(`--${name} must be a number, not '${value}'\n${USAGE}`);
  return number;
}
