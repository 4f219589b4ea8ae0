import { collectDefaultMetrics, Registry } from 'prom-client';

/** The application's own registry (never prom-client's global one), so several apps can share a process. */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/** A fresh registry with Node's process metrics (CPU, memory, event loop, GC) already in it. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
