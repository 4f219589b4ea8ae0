import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { DATABASE_PROBE_TIMEOUT_MS, withinTime } from '../platform/database/time-limit.js';

/** The migrations Prisma has applied to the database, as `prisma migrate deploy` records them. */
@Injectable()
export class MigrationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The names of the migrations that finished and were not rolled back; none on a database that
   * has never been migrated. A database that does not answer within `timeoutMs` rejects: the
   * health check's short probe by default; an operator command waits as long as any query may.
   */
  async applied(timeoutMs: number = DATABASE_PROBE_TIMEOUT_MS): Promise<string[]> {
    const [table] = await withinTime(
      this.prisma.client.$queryRaw<{ found: string | null }[]>`SELECT to_regclass('_prisma_migrations')::text AS found`,
      timeoutMs,
      'migrations check',
    );
    if (!table?.found) return [];
    const rows = await withinTime(
      this.prisma.client.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations
        WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      timeoutMs,
      'migrations check',
    );
    return rows.map((row) => row.migration_name);
  }
}
