import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PrismaService } from '../platform/database/prisma.service.js';

@Injectable()
export class ServerSecretsRepository {
  private readonly keys = new Map<string, Promise<Buffer>>();

  constructor(private readonly prisma: PrismaService) {}

  /** The named secret; the first process to ask stores `fresh`, and every other one reads it. */
  async findOrCreate(name: string, fresh: string): Promise<string> {
    await this.prisma.client.serverSecret.createMany({ data: [{ name, value: fresh }], skipDuplicates: true });
    const row = await this.prisma.client.serverSecret.findUniqueOrThrow({ where: { name }, select: { value: true } });
    return row.value;
  }

  /**
   * The named 32-byte key every replica shares, read once per process (asked again after a failure,
   * the database away).
   */
  key(name: string): Promise<Buffer> {
    let key = this.keys.get(name);
    if (!key) {
      key = this.findOrCreate(name, randomBytes(32).toString('base64url')).then((value) =>
        Buffer.from(value, 'base64url'),
      );
      key.catch(() => this.keys.delete(name));
      this.keys.set(name, key);
    }
    return key;
  }
}
