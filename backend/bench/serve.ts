import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';

/** Messages between the benchmark and the servers it forks. */
export type ServerReport =
  { type: 'listening'; port: number; metricsPort?: number } | { type: 'memory'; memory: NodeJS.MemoryUsage };
export type ServerCommand = { type: 'memory' } | { type: 'stop' };

/**
 * Listens on a free loopback port, tells the parent which, answers its memory questions,
 * and on `stop` closes and exits normally, so a `--cpu-prof` profile gets written.
 */
export async function serve(app: INestApplication, metricsPort?: () => number | undefined): Promise<void> {
  await app.listen(0, '127.0.0.1');
  const address = (app.getHttpServer() as Server).address() as AddressInfo;
  const send = (report: ServerReport) => process.send?.(report);
  process.on('message', (command: ServerCommand) => {
    if (command.type === 'memory') send({ type: 'memory', memory: process.memoryUsage() });
    if (command.type === 'stop') void app.close().finally(() => process.exit(0));
  });
  send({ type: 'listening', port: address.port, metricsPort: metricsPort?.() });
}
