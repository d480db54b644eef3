/**
 * `npm run bench -- --only reads,capacity`: the scenarios to run, by name; every one when the flag is
 * absent. Names: home (a), booking (b), history (c), reads (d), capacity (e).
 */
const SCENARIOS = ['home', 'booking', 'history', 'reads', 'capacity'] as const;
export type Scenario = (typeof SCENARIOS)[number];

function chosenScenarios(argv: string[]): Set<Scenario> {
  const at = argv.indexOf('--only');
  if (at < 0) return new Set(SCENARIOS);
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !SCENARIOS.includes(name as Scenario));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(`--only takes some of ${SCENARIOS.join(', ')} (got "${argv[at + 1] ?? ''}")`);
  return new Set(names as Scenario[]);
}

const chosen = chosenScenarios(process.argv);

export const runs = (scenario: Scenario): boolean => chosen.has(scenario);

/** Whether `scenario` is the only one chosen (`--only booking` seeds and starts nothing else). */
export const runsAlone = (scenario: Scenario): boolean => chosen.size === 1 && chosen.has(scenario);
