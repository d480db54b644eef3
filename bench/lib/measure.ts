import autocannon, { type Result } from 'autocannon';

export type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Figures> {
  const result: Result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Percentile of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
