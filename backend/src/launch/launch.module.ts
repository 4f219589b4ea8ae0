import { Module } from '@nestjs/common';
import { LaunchDateGuard } from './launch-date.guard.js';

@Module({ providers: [LaunchDateGuard], exports: [LaunchDateGuard] })
export class LaunchModule {}
