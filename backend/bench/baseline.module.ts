import { Body, Controller, type DynamicModule, Get, HttpCode, Module, Post } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppModule } from '../src/app.module.js';
import type { AppConfig } from '../src/platform/config/app-config.js';

/** No-op routes that measure what the shared pipeline alone costs. */
@Controller('api/bench')
class BaselineController {
  @Get('get-baseline')
  get(): { ok: true } {
    return { ok: true };
  }

  @Post('post-baseline')
  @HttpCode(200)
  post(@Body() body: unknown): { ok: boolean } {
    return { ok: typeof body === 'object' };
  }
}

/** The production application with the baseline routes beside its own, behind the same pipeline. */
@Module({ controllers: [BaselineController] })
export class BenchAppModule {
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return { module: BenchAppModule, imports: [AppModule.register(config, logger)] };
  }
}
