import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Stops the API on SIGTERM or SIGINT without dropping a request a proxy has already sent.
 *
 * Closing the HTTP server at once also closes its idle keep-alive connections, and a proxy may be
 * writing a request into one of them at that moment; it cannot safely resend a POST. So the API
 * first only stops listening: new connections are refused, and a proxy sends them to another
 * replica. For `drainMs` it goes on answering on the connections it has, with
 * `Connection: close` on every answer, until the proxy holds none (nginx drops idle ones after
 * its own keep-alive timeout); then it closes, finishes what it has, and exits 0.
 */
export function stopGracefullyOnSignals(app: INestApplication, drainMs: number, logger: Logger): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (drainMs > 0) {
      logger.info({ signal, drainMs }, 'Hexle API stopping: answering with Connection: close, then closing');
      const server = app.getHttpServer() as Server;
      server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
      // net's close, not http's: stop accepting without closing the idle connections yet.
      NetServer.prototype.close.call(server);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await app.close();
    logger.info({ signal }, 'Hexle API stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
}
