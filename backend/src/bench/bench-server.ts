import 'reflect-metadata';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { createLogger } from '../logging/logger.js';
import { BaselineModule } from './baseline.module.js';

// The production application plus the baseline routes, in its own process.
const config = loadConfig();
const app = await createApp(config, createLogger(config.logLevel), { extraModules: [BaselineModule] });
await app.listen(config.port, '127.0.0.1');
process.send?.('listening');
