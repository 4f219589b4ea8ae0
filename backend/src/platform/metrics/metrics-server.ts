import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';
import type { ErrorBody } from '../errors/api-error.js';
import { METRICS_REGISTRY } from './metrics.registry.js';

export const METRICS_PATH = '/metrics';

/**
 * The Prometheus endpoint on a port of its own (METRICS_PORT), apart from the API's, so the
 * web server in front never exposes it. It opens while the application starts, before the
 * API's port, and closes with the application.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnModuleDestroy {
  private server: Server | null = null;
  private readonly endpoint: { port: number; host: string };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    if (!config.metrics) throw new Error('MetricsServer needs METRICS_PORT');
    this.endpoint = config.metrics;
  }

  /** The address it listens on (with the real port when METRICS_PORT is 0); null when closed. */
  address(): AddressInfo | null {
    return (this.server?.address() as AddressInfo | null | undefined) ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => void this.answer(request, response));
    const { port, host } = this.endpoint;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        const reason =
          error.code === 'EADDRINUSE' ? 'the port is already in use' : `${error.code ?? 'error'}: ${error.message}`;
        reject(
          new Error(`The metrics endpoint cannot listen on ${host}:${port} (METRICS_HOST, METRICS_PORT): ${reason}`),
        );
      });
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    this.logger.info({ port: this.address()?.port, host, path: METRICS_PATH }, 'Metrics endpoint listening');
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper keeps its connection open between scrapes.
    server.closeAllConnections();
    await closed;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH) return reply(response, 404, { error: 'Not found', code: 'not_found' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return reply(response, 405, { error: 'Method not allowed', code: 'method_not_allowed' });
    }
    try {
      const text = await this.registry.metrics();
      response.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : text);
    } catch (error) {
      this.logger.error({ err: error }, 'Metrics could not be collected');
      reply(response, 500, { error: 'Metrics could not be collected', code: 'internal_error' });
    }
  }
}

function reply(response: ServerResponse, status: number, body: ErrorBody): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}
