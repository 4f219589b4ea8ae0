import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';

@Injectable()
export class ServerSecretsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The named secret; the first process to ask stores `fresh`, and every other one reads it. */
  async findOrCreate(name: string, fresh: string): Promise<string> {
    await this.prisma.client.serverSecret.createMany({ data: [{ name, value: fresh }], skipDuplicates: true });
    const row = await this.prisma.client.serverSecret.findUniqueOrThrow({ where: { name }, select: { value: true } });
    return row.value;
  }
}
