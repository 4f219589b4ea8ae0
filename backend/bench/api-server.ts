import 'reflect-metadata';
import { createAppFrom } from '../src/app.factory.js';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { createLogger } from '../src/platform/logging/logger.js';
import { MetricsServer } from '../src/platform/metrics/metrics-server.js';
import { BenchAppModule } from './baseline.module.js';
import { serve } from './serve.js';

// The production application plus the same-pipeline baseline routes, in its own process.
const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await createAppFrom(BenchAppModule.register(config, logger), config, logger);
await serve(
  app,
  () => (config.metrics ? app.get(MetricsServer).address()?.port : undefined),
  () => app.get(AnalysisService).memoryBytes(),
);
