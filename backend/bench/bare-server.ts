import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PrototypedExpressAdapter } from '../src/platform/http/prototyped-express-adapter.js';
import { serve } from './serve.js';

/**
 * The floor: a NestJS app as `NestFactory.create` makes it, with one controller and
 * nothing of ours (no middleware, pipes, filters or logging). Nest's own default JSON
 * body parser stays, since a POST route cannot see its body without one.
 */
@Controller('bare')
class BareController {
  @Get()
  get(): { ok: true } {
    return { ok: true };
  }

  @Post()
  @HttpCode(200)
  post(@Body() body: unknown): { ok: boolean } {
    return { ok: typeof body === 'object' };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

/**
 * `BENCH_BARE_SERVER=prototyped` gives the bare app the API's own HTTP server (requests and
 * responses made on Express's prototypes), to see what the product's code costs beside that.
 */
const app =
  process.env.BENCH_BARE_SERVER === 'prototyped'
    ? await NestFactory.create(BareModule, new PrototypedExpressAdapter(), { logger: false })
    : await NestFactory.create(BareModule, { logger: false });
await serve(app);
