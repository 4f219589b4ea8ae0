import 'reflect-metadata';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { createLogger } from '../src/logging/logger.js';
import { MetricsServer } from '../src/metrics/metrics-server.js';
import { BaselineModule } from './baseline.module.js';
import { serve } from './serve.js';

// The production application plus the same-pipeline baseline routes, in its own process.
const config = loadConfig();
const app = await createApp(config, createLogger(config.logLevel), { extraModules: [BaselineModule] });
await serve(app, () => (config.metrics ? app.get(MetricsServer).address()?.port : undefined));
