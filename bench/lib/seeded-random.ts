// One seeded generator for the large school and the benchmarks' data: the same seed gives the same data.
export { createRandom, type Random } from '../../apps/server/src/ops/seed-large/random';
