import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TransferRateLimitMiddleware } from './transfer-limits.middleware.js';
import { TransfersController } from './transfers.controller.js';
import { TransfersRepository } from './transfers.repository.js';
import { TransfersService } from './transfers.service.js';

@Module({
  controllers: [TransfersController],
  providers: [TransfersRepository, TransfersService],
  exports: [TransfersRepository],
})
export class TransfersModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(TransferRateLimitMiddleware)
      .forRoutes({ path: 'api/transfers{/*rest}', method: RequestMethod.POST });
  }
}
