import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import type { ChallengeResultReply, ChallengeResultsReply } from '@hexle/contract/wire';
import { FinishedGames } from '../analysis/finished-game.js';
import { ChallengeSenders } from '../challenges/challenge-senders.js';
import { ChallengesService } from '../challenges/challenges.service.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { isRefusedName } from '../leagues/league-names.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { ApiException } from '../platform/errors/api-error.js';
import { OffensiveWordFilter } from '../word-list/offensive-word-filter.js';
import {
  ChallengeResultExistsException,
  ChallengeResultsFullException,
  ResultNameRefusedException,
  SenderTokenRefusedException,
} from './challenge-results.errors.js';
import type { ChallengeResultBody } from './challenge-results.dto.js';
import { ChallengeResultsMetrics } from './challenge-results-metrics.js';
import { ChallengeResultsRepository } from './challenge-results.repository.js';

const PLAYER_SECRET = 'challenge-results';

/**
 * Friends' results of a challenge, for its sender: each one proven by the server's proof chain
 * for that challenge's game (the analysis' rule), one a player (a client address, an IPv6 /56,
 * kept as a keyed hash), named only when the friend chose a name. Only the sender's token reads
 * them.
 */
@Injectable()
export class ChallengeResultsService {
  private secret: Promise<Buffer> | null = null;

  constructor(
    private readonly results: ChallengeResultsRepository,
    private readonly challenges: ChallengesService,
    private readonly senders: ChallengeSenders,
    private readonly finished: FinishedGames,
    private readonly offensive: OffensiveWordFilter,
    private readonly secrets: ServerSecretsRepository,
    private readonly metrics: ChallengeResultsMetrics,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async post(id: string, body: ChallengeResultBody, clientKey: string): Promise<ChallengeResultReply> {
    try {
      const reply = await this.accept(id, body, clientKey);
      this.metrics.accepted();
      return reply;
    } catch (error) {
      if (error instanceof ApiException) this.metrics.refused(error.code);
      throw error;
    }
  }

  async read(id: string, token: string | null): Promise<ChallengeResultsReply> {
    await this.challenges.game(id);
    if (!(await this.senders.isSender(id, token))) throw new SenderTokenRefusedException();
    const results = await this.results.list(id);
    const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, X: 0 };
    for (const result of results) distribution[result.won ? (String(result.guesses) as '1') : 'X'] += 1;
    return {
      id,
      players: results.length,
      solved: results.filter((r) => r.won).length,
      distribution,
      named: results.flatMap((r) => (r.name === null ? [] : [{ name: r.name, won: r.won, guesses: r.guesses }])),
    };
  }

  /** Keeps a proven result, at most one a player and `CHALLENGE_RESULTS_MAX` a challenge. */
  private async accept(id: string, body: ChallengeResultBody, clientKey: string): Promise<ChallengeResultReply> {
    const name = body.name ?? null;
    if (name !== null && isRefusedName(name, (word) => this.offensive.refuses(word)))
      throw new ResultNameRefusedException();
    const game = await this.challenges.game(id);
    const { won } = await this.finished.prove(game, body.guesses, body.proof ?? undefined);
    const player = createHmac('sha256', await this.playerSecret())
      .update(`${id}\n${clientKey}`)
      .digest();
    const result = { won, guesses: body.guesses.length, name };
    const outcome = await this.results.add(
      id,
      player,
      result,
      this.config.challengeResultsMax,
      new Date(this.clock.now()),
    );
    if (outcome === 'exists') throw new ChallengeResultExistsException();
    if (outcome === 'full') throw new ChallengeResultsFullException(this.config.challengeResultsMax);
    return { won, guesses: result.guesses };
  }

  private playerSecret(): Promise<Buffer> {
    this.secret ??= this.secrets
      .findOrCreate(PLAYER_SECRET, randomBytes(32).toString('base64url'))
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        this.secret = null;
        throw error;
      });
    return this.secret;
  }
}
