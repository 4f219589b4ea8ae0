import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ClientRateLimitGuard } from './client-rate-limit.guard.js';
import { FixedWindowThrottlerStorage } from './fixed-window.storage.js';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'post', ttl: config.rateLimit.windowSeconds * 1000, limit: config.rateLimit.max }],
        storage: new FixedWindowThrottlerStorage(),
        errorMessage: 'Too many requests. Please wait a moment and try again.',
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ClientRateLimitGuard }],
})
export class RateLimitModule {}
