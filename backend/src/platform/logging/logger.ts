import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/app-config.js';

/** JSON lines on stdout, or into `destination` (tests read them back). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'hexle-api' }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** Routes Nest's own log lines into the structured JSON log. */
export class StructuredNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
