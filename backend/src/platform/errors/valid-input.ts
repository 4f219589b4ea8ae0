import { createParamDecorator, type ExecutionContext, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { ApiException } from './api-error.js';

type InputPart = 'body' | 'query' | 'params';

const INVALID_CODES: Record<InputPart, string> = {
  body: 'invalid_body',
  query: 'invalid_query',
  params: 'invalid_path',
};

/**
 * A request body, query or path checked against its schema at the edge: the parsed value
 * (unknown fields dropped), or a 400 that names the first problem in plain words. Anything that
 * is not a JSON object is checked as an empty one. The reply's code is `invalid_body`,
 * `invalid_query` or `invalid_path`, or the code `fieldCodes` names for the field of the first
 * problem.
 */
export class InputSchema<Schema extends z.ZodType> {
  constructor(
    private readonly schema: Schema,
    private readonly invalidCode: string,
    private readonly fieldCodes: Readonly<Record<string, string>> = {},
  ) {}

  parse(value: unknown): z.output<Schema> {
    const input = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    const result = this.schema.safeParse(input);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    const code = (typeof field === 'string' ? this.fieldCodes[field] : undefined) ?? this.invalidCode;
    throw new ApiException(HttpStatus.BAD_REQUEST, code, issue?.message ?? 'Invalid request');
  }
}

interface ValidInput {
  part: InputPart;
  input: InputSchema<z.ZodType>;
}

// A parameter decorator rather than a pipe: Nest hands a value no pipe runs on to the handler
// at once, while a pipe's value always waits for a promise.
const validInput = createParamDecorator(({ part, input }: ValidInput, context: ExecutionContext) =>
  input.parse(context.switchToHttp().getRequest<Request>()[part]),
);

function decoratorFor(part: InputPart) {
  return (schema: z.ZodType, fieldCodes?: Readonly<Record<string, string>>): ParameterDecorator =>
    validInput({ part, input: new InputSchema(schema, INVALID_CODES[part], fieldCodes) } satisfies ValidInput);
}

/** The request body, parsed by its schema. */
export const ValidBody = decoratorFor('body');
/** The query string, parsed by its schema. */
export const ValidQuery = decoratorFor('query');
/** The path's parameters, parsed by their schema. */
export const ValidParams = decoratorFor('params');
