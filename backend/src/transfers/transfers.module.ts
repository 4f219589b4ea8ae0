import { Module } from '@nestjs/common';
import { ClockModule } from '../platform/clock/clock.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { TransfersController } from './transfers.controller.js';
import { TransfersRepository } from './transfers.repository.js';
import { TransfersService } from './transfers.service.js';

@Module({
  imports: [ClockModule, RateLimitModule],
  controllers: [TransfersController],
  providers: [TransfersRepository, TransfersService],
})
export class TransfersModule {}
