import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/**
 * Validates a request body or query against its schema at the edge and gives the parsed
 * value (unknown fields dropped); the 400 reply names the first problem in plain words.
 * Anything that is not a JSON object is checked as an empty one.
 */
export class SchemaPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const input = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    const result = this.schema.safeParse(input);
    if (result.success) return result.data;
    throw new BadRequestException(result.error.issues[0]?.message ?? 'Invalid request');
  }
}
