import { Module } from '@nestjs/common';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { HttpMetrics } from './http-metrics.js';
import { MetricsServer } from './metrics-server.js';
import { Metrics } from './metrics.js';
import { createMetricsRegistry, METRICS_REGISTRY } from './metrics.registry.js';

/**
 * What records metrics: the application's registry (one per application, null with metrics
 * off), the registration API features use for their counters and gauges, and the request
 * measurements (null with metrics off). A feature that records metrics imports this module.
 */
@Module({
  providers: [
    {
      provide: METRICS_REGISTRY,
      useFactory: (config: AppConfig) => (config.metrics ? createMetricsRegistry() : null),
      inject: [APP_CONFIG],
    },
    Metrics,
    {
      provide: HttpMetrics,
      useFactory: (registry: Registry | null) => (registry ? new HttpMetrics(registry) : null),
      inject: [METRICS_REGISTRY],
    },
  ],
  exports: [METRICS_REGISTRY, Metrics, HttpMetrics],
})
export class MetricsModule {}

/** What serves them, only when METRICS_PORT is set: the endpoint on a port of its own. */
@Module({ imports: [MetricsModule], providers: [MetricsServer] })
export class MetricsEndpointModule {}
