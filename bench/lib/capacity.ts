/**
 * Scenario (e) of npm run bench, capacity said as schools: home-page visits (the five reads of (a), one
 * after another, as one parent) arrive at a fixed rate by the clock (bench/lib/open-loop.ts). The rate
 * doubles until a step is not held (p99 over 100 ms, an error, an unanswered request), then rises again
 * from the last rate held by 15 % a step until one is not; while the first rate is not held, it is
 * halved first. The highest rate held is compared for Carnet and for the floor server
 * (bench/lib/floor-server.ts) on the same machine, and said in large schools at their evening peak. On
 * PostgreSQL, Carnet is also run as two processes on the same database.
 */
import type { Db } from '../../apps/server/src/db/connect';
import type { RunningServer } from '../../apps/server/test/helpers/start-server';
import { type BenchParent, HOME_MIX, startFloorServer } from './home-mix';
import type { SchoolDatabase } from './large-school';
import { fmt } from './measure';
import { isHeld, openLoopStep, type StepFigures } from './open-loop';

const P99_BOUND_MS = 100;
const STEP_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 8);
const FIRST_RATE = Number(process.env.BENCH_OPEN_START ?? 20);
/** The evening peak: a third of a school's parents open the app within ten minutes of the daily digest. */
const PEAK_SHARE = 1 / 3;
const PEAK_SECONDS = 600;

type Target = { name: string; urls: string[]; pids: number[] };

async function highestRateHeld(target: Target, parents: BenchParent[]): Promise<StepFigures | null> {
  const step = (rate: number) => openLoopStep(target.urls, target.pids, parents, HOME_MIX, { rate, seconds: STEP_SECONDS });
  const row = (s: StepFigures) =>
    `| ${target.name} | ${fmt(s.rate, 0)} | ${fmt(s.answeredPerSecond, 0)} | ${fmt(s.p50, 1)} | ${fmt(s.p99, 1)} | ${fmt(s.visitP99, 0)} | ${s.errors} | ${s.unanswered} | ${s.late} | ${fmt(s.cpuUsPerVisit, 0)} | ${isHeld(s, P99_BOUND_MS) ? 'yes' : 'no'} |`;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2000));
  const measured = async (rate: number) => {
    const figures = await step(rate);
    console.log(row(figures));
    return figures;
  };
  // A fresh process compiles its code and prepares its statements in its first seconds.
  await step(FIRST_RATE);
  // On a loaded machine even the first rate may not be held: halve it until one is.
  let figures = await measured(FIRST_RATE);
  while (!isHeld(figures, P99_BOUND_MS) && figures.rate > 1) {
    await pause();
    figures = await measured(Math.max(1, Math.floor(figures.rate / 2)));
  }
  if (!isHeld(figures, P99_BOUND_MS)) return null;
  let held = figures;
  let factor = 2;
  for (;;) {
    figures = await measured(Math.max(held.rate + 1, Math.round(held.rate * factor)));
    if (isHeld(figures, P99_BOUND_MS)) held = figures;
    else if (factor === 2) factor = 1.15;
    else break;
    // Let a step that was not held drain before the next one.
    await pause();
  }
  return held;
}

export async function capacity(options: {
  engine: 'sqlite' | 'postgres';
  school: SchoolDatabase;
  db: Db;
  server: RunningServer;
  parents: BenchParent[];
  startSecondServer: () => Promise<RunningServer>;
}): Promise<void> {
  const { server, parents } = options;
  const guardians = Number(
    (
      await options.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('roles', 'like', '%ROLE_PARENT%')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const peakVisitsPerSecond = (guardians * PEAK_SHARE) / PEAK_SECONDS;
  console.log(
    `\n(e) capacity: home-page visits (the five reads of (a) in turn) arriving at a fixed rate, ${STEP_SECONDS} s a step, held while p99 <= ${P99_BOUND_MS} ms with no error and none unanswered; late: visits the generator sent over 20 ms after their time`,
  );
  console.log(
    '| target | visits/s asked | requests/s answered | p50 ms | p99 ms | visit p99 ms | errors | unanswered | late | server CPU µs/visit | held |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const results: Array<{ name: string; held: StepFigures | null }> = [];

  const floor = await startFloorServer(options.school.env);
  try {
    const floorTarget = { name: 'floor, 1 process', urls: [floor.url], pids: [floor.process.pid ?? 0] };
    results.push({ name: floorTarget.name, held: await highestRateHeld(floorTarget, parents) });
  } finally {
    floor.close();
  }
  const carnet = { name: 'Carnet, 1 process', urls: [server.url], pids: [server.process.pid ?? 0] };
  results.push({ name: carnet.name, held: await highestRateHeld(carnet, parents) });
  if (options.engine === 'postgres') {
    const second = await options.startSecondServer();
    try {
      const both = {
        name: 'Carnet, 2 processes',
        urls: [server.url, second.url],
        pids: [server.process.pid ?? 0, second.process.pid ?? 0],
      };
      results.push({ name: both.name, held: await highestRateHeld(both, parents) });
    } finally {
      await second.stop();
    }
  }

  const floorRate = results[0]?.held?.rate ?? 0;
  console.log(
    `\n(e) the highest rate held, and what it serves: a large school (${guardians} parents' accounts) at its evening peak asks ${fmt(peakVisitsPerSecond, 2)} visits a second (a third of its parents within ${PEAK_SECONDS / 60} minutes)`,
  );
  console.log(
    '| target | visits/s held | requests/s | p99 ms at that rate | server CPU µs/visit | ratio to floor | large schools at their peak |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, held } of results) {
    const rate = held?.rate ?? 0;
    console.log(
      `| ${name} | ${fmt(rate, 0)} | ${fmt(rate * HOME_MIX.length, 0)} | ${held ? fmt(held.p99, 1) : '-'} | ${held ? fmt(held.cpuUsPerVisit, 0) : '-'} | ${fmt(rate / Math.max(1, floorRate), 2)} | ${fmt(rate / peakVisitsPerSecond, 0)} |`,
    );
  }
}
