import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module.js';
import { GameDayModule } from '../game-day/game-day.module.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { GuessModule } from '../guess/guess.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { LeagueMetrics } from './league-metrics.js';
import { LeaguePruner } from './league-pruner.js';
import { LeaguesController } from './leagues.controller.js';
import { LeaguesRepository } from './leagues.repository.js';
import { LeaguesService } from './leagues.service.js';

/**
 * Leagues by link: friends' daily results, each proven by the server's proof chain, with a board
 * that shows no grid of today's game to a member who has not finished it.
 */
@Module({
  imports: [AnalysisModule, ClockModule, GameDayModule, GuessModule, MetricsModule, RateLimitModule, WordListModule],
  controllers: [LeaguesController],
  providers: [LeaguesRepository, LeaguesService, LeagueMetrics, LeaguePruner, ServerSecretsRepository],
  exports: [LeaguesRepository],
})
export class LeaguesModule {}
