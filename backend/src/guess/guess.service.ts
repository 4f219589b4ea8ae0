import { Injectable } from '@nestjs/common';
import { GameDayService } from '../game-day/game-day.service.js';
import { GameProofService } from '../game-proof/game-proof.service.js';
import { PuzzleScheduleService } from '../schedule/puzzle-schedule.service.js';
import { GameMetrics } from './game-metrics.js';
import { WordListService } from '../word-list/word-list.service.js';
import { evaluateGuess, type LetterResult } from './evaluation.js';
import type { GameKind } from './game-kind.js';
import { MAX_GUESSES } from './game-size.js';
import { GameNumberMismatchException, NotInWordListException } from './guess.errors.js';

export interface GuessResult {
  evaluation: LetterResult[];
  is_winner: boolean;
  /** Only on a win, or on the seventh wrong guess of a proven game. */
  word?: string;
  /** Proves the guesses so far to the next request of the same game. */
  proof?: string;
}

/** A numbered game (today's or an archive one) in proofs: both routes play the same game. */
export const dailyGameKey = (gameNumber: number): string => `game:${gameNumber}`;

/** The game's earlier guesses and the proof the server gave with the last of them. */
export interface GameHistory {
  previousGuesses: readonly string[];
  proof?: string;
}

@Injectable()
export class GuessService {
  constructor(
    private readonly wordList: WordListService,
    private readonly schedule: PuzzleScheduleService,
    private readonly gameDay: GameDayService,
    private readonly proofs: GameProofService,
    private readonly metrics: GameMetrics,
  ) {}

  async validate(guess: string): Promise<boolean> {
    return this.wordList.isValidGuess(guess);
  }

  /** Today's game only: any other number is a mismatch, so the page reloads. */
  async check(guess: string, gameNumber: number, timeZone: string, history: GameHistory): Promise<GuessResult> {
    const today = this.gameDay.today(timeZone).gameNumber;
    if (gameNumber !== today) throw new GameNumberMismatchException(gameNumber, today, timeZone);
    return this.judge(guess, await this.schedule.answerFor(gameNumber), dailyGameKey(gameNumber), history, 'daily');
  }

  /**
   * The one rule for every kind of game (today's, the archive's, a friend's challenge): the
   * word list, the colours, and the word only on a win or on the seventh wrong guess of a
   * proven chain. `gameKey` names the game in its proofs, so no proof serves another game;
   * `kind` only sorts the game's counts in the metrics.
   */
  async judge(
    guess: string,
    answer: string,
    gameKey: string,
    history: GameHistory,
    kind: GameKind,
  ): Promise<GuessResult> {
    // The answer is always accepted, even after an operator removed it from the lists.
    if (guess !== answer && !(await this.wordList.isValidGuess(guess))) throw new NotInWordListException();
    const evaluation = evaluateGuess(guess, answer);
    if (guess === answer) {
      this.metrics.judged(kind, 'win');
      return { evaluation, is_winner: true, word: answer };
    }
    const ending = await this.afterWrongGuess(gameKey, guess, answer, history);
    this.metrics.judged(kind, ending.word === undefined ? 'wrong' : 'loss');
    return { evaluation, is_winner: false, ...ending };
  }

  /**
   * A wrong guess extends the game's proven chain when the earlier guesses come with their proof;
   * the seventh wrong guess of a proven chain ends the game, so the answer can be told.
   */
  private async afterWrongGuess(
    gameKey: string,
    guess: string,
    answer: string,
    { previousGuesses, proof }: GameHistory,
  ): Promise<Pick<GuessResult, 'word' | 'proof'>> {
    const proven =
      previousGuesses.length === 0 ||
      (proof !== undefined && (await this.proofs.proves(gameKey, previousGuesses, proof)));
    if (!proven) return {};
    const guesses = [...previousGuesses, guess];
    if (guesses.length >= MAX_GUESSES) return { word: answer };
    return { proof: await this.proofs.issue(gameKey, guesses) };
  }
}
