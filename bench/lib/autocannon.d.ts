declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    pipelining?: number;
    /** Gone through in turn by each connection; setupRequest may change a request using the connection's context. */
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      // autocannon hands the request and the connection's context as plain objects.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      setupRequest?: (request: any, context: any) => unknown;
    }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
