import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';

/** No-op routes that measure what the shared pipeline alone costs. */
@Controller('bench')
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

@Module({ controllers: [BaselineController] })
export class BaselineModule {}
