import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { HealthModule } from '../health/health.module.js';
import { WordStatsModule } from '../word-stats/word-stats.module.js';
import { GameMetrics } from './game-metrics.js';
import { HttpMetrics } from './http-metrics.js';
import { MetricsServer } from './metrics-server.js';
import { createMetricsRegistry, METRICS_REGISTRY } from './metrics.registry.js';
import { StateGauges } from './state-gauges.js';

/**
 * What records metrics, for every feature: the application's registry and its counters.
 * With metrics off (no METRICS_PORT) there is no registry, the game counters do nothing and
 * the request middleware does not exist.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const registry = config.metrics ? createMetricsRegistry() : null;
    const providers: Provider[] = [
      { provide: METRICS_REGISTRY, useValue: registry },
      { provide: GameMetrics, useValue: new GameMetrics(registry) },
    ];
    if (registry) providers.push({ provide: HttpMetrics, useValue: new HttpMetrics(registry) });
    const exports = [METRICS_REGISTRY, GameMetrics, ...(registry ? [HttpMetrics] : [])];
    return { module: MetricsModule, providers, exports };
  }
}

/** What reads and serves them, only when METRICS_PORT is set: the scrape-time gauges and the endpoint. */
@Module({
  imports: [HealthModule, WordStatsModule],
  providers: [StateGauges, MetricsServer],
})
export class MetricsEndpointModule {}
