import http from 'node:http';
import { cpuMsOf } from './process-stats';
import type { BenchParent } from './home-mix';
import { percentile } from './measure';

/** Past this an answer counts as unanswered (the closed-loop scenarios use the same 10 s). */
const TIMEOUT_MS = 10_000;
/** A visit started this much after its time is late: the load generator itself could not keep up. */
const LATE_MS = 20;

export type StepFigures = {
  /** Visits a second asked for, and requests a second answered (all five of a visit count). */
  rate: number;
  visits: number;
  answeredPerSecond: number;
  /** Each request timed from when it was due: the visit's first from the clock's schedule, the next ones from the answer before. */
  p50: number;
  p99: number;
  visitP99: number;
  /** Answers other than 2xx and failed connections; unanswered: no answer within 10 s. */
  errors: number;
  unanswered: number;
  late: number;
  /** CPU time of the servers' processes per visit, in µs. */
  cpuUsPerVisit: number;
};

type Outcome = 'ok' | 'error' | 'unanswered';

function get(agent: http.Agent, base: URL, path: string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ agent, host: base.hostname, port: base.port, path, headers, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode! >= 200 && response.statusCode! < 300 ? 'ok' : 'error'));
      response.once('error', () => resolve('error'));
    });
    request.once('timeout', () => {
      request.destroy();
      resolve('unanswered');
    });
    request.once('error', () => resolve('error'));
  });
}

/**
 * Visits arriving at `rate` a second for `seconds`, by the clock: a visit is sent when its time comes,
 * whether or not the ones before it were answered (an open loop), each visit one parent reading `paths`
 * in turn, the visits spread over `urls` in turn (one per server process). Counts what came late or not at all.
 */
export async function openLoopStep(
  urls: string[],
  pids: number[],
  parents: BenchParent[],
  paths: Array<(p: BenchParent) => string>,
  options: { rate: number; seconds: number },
): Promise<StepFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const bases = urls.map((url) => new URL(url));
  const latencies: number[] = [];
  const visitLatencies: number[] = [];
  let errors = 0;
  let unanswered = 0;
  let late = 0;
  const visit = async (index: number, due: number) => {
    const parent = parents[index % parents.length]!;
    const base = bases[index % bases.length]!;
    let sentAt = due;
    for (const pathOf of paths) {
      const outcome = await get(agent, base, pathOf(parent), parent.headers);
      const answeredAt = performance.now();
      if (outcome === 'ok') latencies.push(answeredAt - sentAt);
      else if (outcome === 'error') errors += 1;
      else unanswered += 1;
      if (outcome !== 'ok') return;
      sentAt = answeredAt;
    }
    visitLatencies.push(sentAt - due);
  };

  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const started = performance.now();
  const visits: Array<Promise<void>> = [];
  while (visits.length < total) {
    const now = performance.now();
    for (let due = started + visits.length * interval; due <= now && visits.length < total; due = started + visits.length * interval) {
      if (now - due > LATE_MS) late += 1;
      visits.push(visit(visits.length, due));
    }
    const nextDue = started + visits.length * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(visits);
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) - cpuBefore;
  agent.destroy();
  return {
    rate: options.rate,
    visits: total,
    answeredPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    visitP99: percentile(visitLatencies, 99),
    errors,
    unanswered,
    late,
    cpuUsPerVisit: (cpuMs * 1000) / Math.max(1, total),
  };
}

/**
 * Held: every request answered 2xx within 10 s, and p99 at or under the bound. A visit the generator sent
 * late is timed from when it was due, so its lateness counts against the p99 already.
 */
export const isHeld = (step: StepFigures, p99BoundMs: number) => step.p99 <= p99BoundMs && step.errors === 0 && step.unanswered === 0;
