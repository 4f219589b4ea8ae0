import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './platform/config/app-config.js';
import { stopGracefullyOnSignals } from './platform/http/graceful-shutdown.js';
import { createLogger } from './platform/logging/logger.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const app = await createApp(config, logger);
  // A client that reaches the API without the project's nginx (which reads bodies whole first) and
  // sends a body a byte at a time is cut off here: a JSON 408 once the whole request has taken
  // longer than this (checked every 30 s, client-errors.ts).
  const server = app.getHttpServer();
  server.requestTimeout = config.requestTimeoutMs;
  server.headersTimeout = Math.min(server.headersTimeout, config.requestTimeoutMs);
  try {
    await app.listen(config.port, config.host);
  } catch (error) {
    // A port taken (the API's or the metrics endpoint's) stops the process with one plain line.
    logger.fatal({ err: error }, `Hexle API could not start: ${(error as Error).message}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  stopGracefullyOnSignals(app, config.shutdownDrainMs, logger);
  logger.info({ port: config.port, host: config.host, launchDate: config.launchDate }, 'Hexle API listening');
}

void main();
