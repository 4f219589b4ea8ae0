import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getHeapSpaceStatistics } from 'node:v8';
import type { INestApplication } from '@nestjs/common';

/** Where a server's resident memory is, as Linux maps it (/proc/self/smaps), in bytes. */
export interface MappedMemory {
  /** Files mapped in: the node binary's and the libraries' code and data. */
  files: number;
  /** The C heap (malloc): sockets' and HTTP parsers' buffers, ICU, OpenSSL. */
  malloc: number;
  /** Anonymous mappings: every JavaScript heap (the main thread's and each worker's), shared buffers, thread stacks. */
  anonymous: number;
}

export interface MemoryReport {
  usage: NodeJS.MemoryUsage;
  mapped?: MappedMemory;
  /** The solver's word space, shared by the analysis workers (0 before it is built). */
  wordSpaceBytes?: number;
  /** The main thread's JavaScript heap by V8's spaces: what each has reserved and what it holds. */
  heapSpaces?: { name: string; reserved: number; used: number }[];
}

/** Messages between the benchmark and the servers it forks. */
export type ServerReport =
  { type: 'listening'; port: number; metricsPort?: number } | { type: 'memory'; memory: MemoryReport };
export type ServerCommand = { type: 'memory' } | { type: 'stop' };

/** The resident memory of this process by kind of mapping, where Linux tells it. */
function mappedMemory(): MappedMemory | undefined {
  let smaps: string;
  try {
    smaps = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  const mapped: MappedMemory = { files: 0, malloc: 0, anonymous: 0 };
  let kind: keyof MappedMemory = 'anonymous';
  for (const line of smaps.split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) {
      const name = line.split(/\s+/)[5] ?? '';
      kind = name === '[heap]' ? 'malloc' : name.startsWith('/') ? 'files' : 'anonymous';
    } else if (line.startsWith('Rss:')) mapped[kind] += Number(line.split(/\s+/)[1]) * 1024;
  }
  return mapped;
}

/**
 * Listens on a free loopback port, tells the parent which, answers its memory questions,
 * and on `stop` closes and exits normally, so a `--cpu-prof` profile gets written.
 */
export async function serve(
  app: INestApplication,
  metricsPort?: () => number | undefined,
  wordSpaceBytes?: () => number,
): Promise<void> {
  await app.listen(0, '127.0.0.1');
  const address = (app.getHttpServer() as Server).address() as AddressInfo;
  const send = (report: ServerReport) => process.send?.(report);
  process.on('message', (command: ServerCommand) => {
    if (command.type === 'memory')
      send({
        type: 'memory',
        memory: {
          usage: process.memoryUsage(),
          mapped: mappedMemory(),
          wordSpaceBytes: wordSpaceBytes?.(),
          heapSpaces: getHeapSpaceStatistics().map((space) => ({
            name: space.space_name,
            reserved: space.space_size,
            used: space.space_used_size,
          })),
        },
      });
    if (command.type === 'stop') void app.close().finally(() => process.exit(0));
  });
  send({ type: 'listening', port: address.port, metricsPort: metricsPort?.() });
}
