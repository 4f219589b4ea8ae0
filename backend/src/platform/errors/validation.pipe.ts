import { type ArgumentMetadata, HttpStatus, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiException } from './api-error.js';

const INVALID_CODES: Partial<Record<ArgumentMetadata['type'], string>> = {
  body: 'invalid_body',
  query: 'invalid_query',
  param: 'invalid_path',
};

/**
 * Validates a request body or query against its schema at the edge and gives the parsed
 * value (unknown fields dropped); the 400 reply names the first problem in plain words.
 * Anything that is not a JSON object is checked as an empty one. The reply's code is
 * `invalid_body`, `invalid_query` or `invalid_path`, or the code `fieldCodes` names for the
 * field of the first problem.
 */
export class SchemaPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(
    private readonly schema: Schema,
    private readonly fieldCodes: Readonly<Record<string, string>> = {},
  ) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<Schema> {
    const input = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    const result = this.schema.safeParse(input);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    const code =
      (typeof field === 'string' ? this.fieldCodes[field] : undefined) ??
      (metadata && INVALID_CODES[metadata.type]) ??
      'invalid_request';
    throw new ApiException(HttpStatus.BAD_REQUEST, code, issue?.message ?? 'Invalid request');
  }
}
