import { Module } from '@nestjs/common';
import { GameProofService } from './game-proof.service.js';
import { ServerSecretsRepository } from './server-secrets.repository.js';

@Module({
  providers: [GameProofService, ServerSecretsRepository],
  exports: [GameProofService],
})
export class GameProofModule {}
