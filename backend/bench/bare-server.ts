import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
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

await serve(await NestFactory.create(BareModule, { logger: false }));
