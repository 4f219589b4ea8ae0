import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { WordsRepository } from '../word-list/words.repository.js';
import { AnalysisGames } from './analysis-games.js';
import { AnalysisPool, PoolBusyError } from './analysis-pool.js';
import type { AnalysisBody } from './analysis.dto.js';
import { AnalysisBusyException, AnalysisUnavailableException } from './analysis.errors.js';
import type { GameAnalysis } from './engine/game-analysis.js';
import { FinishedGames } from './finished-game.js';
import { SkillSeals } from './skill-seals.js';
import { wordSpaceBytes } from './engine/word-space.js';

/** Workers in the pool: one core is left to the API's own thread (two at most, one at least). */
export const ANALYSIS_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));

const versionOf = (words: readonly string[]) =>
  createHash('sha256').update(words.join('\n')).digest('hex').slice(0, 16);

/**
 * The analysis of finished games. The solver's word space (every valid guess against every answer)
 * is built in a worker at start and again only when the word lists change (re-read every
 * WORD_LIST_REFRESH_SECONDS); each analysis runs in a worker, never on the API's thread. What the
 * solver may name follows from the word lists alone (engine/secrecy.ts), never from the schedule.
 */
@Injectable()
export class AnalysisService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly pool: AnalysisPool;
  private readonly refresh: PeriodicTask;
  private spaceBytes = 0;

  constructor(
    private readonly games: AnalysisGames,
    private readonly finished: FinishedGames,
    private readonly seals: SkillSeals,
    private readonly words: WordsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.pool = new AnalysisPool(ANALYSIS_WORKERS, config.wordListDir);
    this.refresh = new PeriodicTask(() => this.update(), logger, 'analysis word lists not loaded; retrying');
  }

  /** Starts the first build in the background: the API answers meanwhile, analyses after it. */
  onApplicationBootstrap(): void {
    void this.refresh.runOnce();
    this.refresh.start(this.config.wordListRefreshSeconds * 1000);
  }

  async onModuleDestroy(): Promise<void> {
    this.refresh.stop();
    await this.pool.close();
  }

  /** Resolves once the word space is built (the first analysis must wait for it). */
  async ready(): Promise<void> {
    while (!this.isReady()) await this.refresh.runOnce();
  }

  isReady(): boolean {
    return this.pool.spaceVersion !== null;
  }

  /**
   * The analysis of a game that has ended under the loss-reveal rules: a win (the last guess is the
   * answer, the earlier ones proven), seven wrong guesses (the first six proven), or a practice game
   * given up (all its guesses proven). Anything else is refused with nothing about the game.
   */
  async analyse(body: AnalysisBody, clientKey: string, neighbourhood: string): Promise<GameAnalysis> {
    if (!this.isReady()) throw new AnalysisUnavailableException();
    const game = await this.games.resolve(body, clientKey);
    const { guesses } = body;
    const gaveUp = body.kind === 'practice' && body.gave_up === true;
    await this.finished.prove(
      game,
      guesses,
      body.proof ?? undefined,
      gaveUp ? 'given-up' : 'every-guess-or-all-but-the-last',
    );
    let analysis: GameAnalysis;
    try {
      analysis = await this.pool.analyse(neighbourhood, game.answer, guesses, gaveUp);
    } catch (error) {
      if (error instanceof PoolBusyError) throw new AnalysisBusyException();
      throw error;
    }
    // A daily game's skill goes with the server's seal, which a league asks for (SkillSeals).
    if (body.kind !== 'daily') return analysis;
    return { ...analysis, skill_seal: await this.seals.seal(body.game_number, guesses, analysis.skill) };
  }

  /** The bytes of the word space the workers share (the pattern table and the opening), 0 before it is built. */
  memoryBytes(): number {
    return this.spaceBytes;
  }

  /** Re-reads the word lists, rebuilding the space when they changed. */
  private async update(): Promise<void> {
    const rows = await this.words.loadAll();
    const guesses = rows.map((row) => row.text).sort();
    const answers = rows
      .filter((row) => row.isAnswer)
      .map((row) => row.text)
      .sort();
    const version = versionOf([...guesses, '', ...answers]);
    if (version !== this.pool.spaceVersion) {
      const millis = await this.pool.loadSpace(version, guesses, answers);
      this.spaceBytes = wordSpaceBytes(guesses.length, answers.length);
      this.logger.info(
        { guesses: guesses.length, answers: answers.length, millis: Math.round(millis), bytes: this.memoryBytes() },
        'analysis word space built',
      );
    }
  }
}
