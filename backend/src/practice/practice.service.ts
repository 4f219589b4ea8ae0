import { Inject, Injectable } from '@nestjs/common';
import { GameProofService } from '../game-proof/game-proof.service.js';
import { type FoundGame, GuessService, type GameHistory, type GuessResult } from '../guess/guess.service.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { WordMeaningService } from '../word-meaning/word-meaning.service.js';
import type { PracticeGiveUpReply, PracticeStartReply } from '@hexle/contract/wire';
import { PracticeAnswers } from './practice-answers.js';
import { openPracticeId, practiceGameKey, sealPracticeId } from './practice-id.js';
import { PracticeKeysSource } from './practice-keys.js';
import { GiveUpUnprovenException, PracticeIdRefusedException } from './practice.errors.js';

/** The end of a game given up: the word, with its meaning when it has one. */
export type GiveUpResult = PracticeGiveUpReply;

/**
 * Practice games: as many as a player likes, each a practice word (never an answer) the browser
 * has not finished in its current round (practice-answers.ts). The
 * server keeps nothing per game: the id carries the answer sealed (practice-id.ts), and the game is
 * played through the same rule as every other (GuessService.judge), under a game key of its own.
 * `clientKey` is the rate-limit key of the request's client: a game is played only by the client
 * that started it.
 */
@Injectable()
export class PracticeService {
  constructor(
    private readonly answers: PracticeAnswers,
    private readonly keys: PracticeKeysSource,
    private readonly guesses: GuessService,
    private readonly proofs: GameProofService,
    private readonly meanings: WordMeaningService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new game for `clientKey`, of a word not among `finished` (its finished practice words, oldest first) unless it met them all. */
  start(clientKey: string, finished: readonly string[] = []): MaybePromise<PracticeStartReply> {
    return whenReady(this.answers.draw(finished), (answer) =>
      whenReady(this.keys.get(), (keys) => ({ id: sealPracticeId(keys, answer, clientKey, this.clock.now()) })),
    );
  }

  check(id: string, guess: string, history: GameHistory, clientKey: string): MaybePromise<GuessResult> {
    return whenReady(this.game(id, clientKey), ({ answer, gameKey }) =>
      this.guesses.judge(guess, answer, gameKey, history, 'practice'),
    );
  }

  /**
   * Ends the game as a loss and tells its word, only for guesses this server judged for this game
   * (at least one, with the proof it gave for the last): so giving up costs a real guess first, and
   * an id alone, or guesses made up, tell nothing.
   */
  async giveUp(
    id: string,
    previousGuesses: readonly string[],
    proof: string,
    clientKey: string,
  ): Promise<GiveUpResult> {
    const { answer, gameKey } = await this.game(id, clientKey);
    if (previousGuesses.length === 0) throw new GiveUpUnprovenException();
    const verdict = await this.proofs.verdict(gameKey, answer, previousGuesses, proof);
    if (verdict !== 'proven') throw new GiveUpUnprovenException();
    const meaning = await this.meanings.meaningOf(answer);
    return meaning ? { word: answer, meaning } : { word: answer };
  }

  /**
   * The game a practice id holds, as its routes find it: only an authentic id, still playable, for
   * the client that started it; no refusal tells anything of the word. At once when the keys are in memory.
   */
  game(id: string, clientKey: string): MaybePromise<FoundGame> {
    return whenReady(this.keys.get(), (keys) => {
      const opened = openPracticeId(keys, id, clientKey, this.clock.now());
      if ('problem' in opened) throw new PracticeIdRefusedException(opened.problem);
      return { answer: opened.game.answer, gameKey: practiceGameKey(id) };
    });
  }
}
