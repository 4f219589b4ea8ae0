import { Injectable } from '@nestjs/common';
import { DailyTally } from '../daily-stats/daily-tally.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { GameProofService } from '../game-proof/game-proof.service.js';
import { PuzzleScheduleService } from '../schedule/puzzle-schedule.service.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { GameMetrics } from './game-metrics.js';
import { WordListService } from '../word-list/word-list.service.js';
import { WordMeaningService } from '../word-meaning/word-meaning.service.js';
import { evaluateGuess } from '@hexle/contract/game';
import type { GameKind } from './game-kind.js';
import { MAX_GUESSES } from '@hexle/contract/game';
import type { GuessCheckReply } from '@hexle/contract/wire';
import { AnswerChangedException, GameNumberMismatchException, NotInWordListException } from './guess.errors.js';

/** The reply to a guess. */
export type GuessResult = GuessCheckReply;

/** A numbered game (today's or an archive one) in proofs: both routes play the same game. */
export const dailyGameKey = (gameNumber: number): string => `game:${gameNumber}`;

/**
 * A game as its kind finds it, for its routes and the analysis alike: the answer guesses are judged
 * against, and the game's name in proofs (so no proof serves another game).
 */
export interface FoundGame {
  answer: string;
  gameKey: string;
}

/** Who sent a guess, as the day's figures count finished games: its client and its network. */
export interface GuessSender {
  client: string;
  network: string;
}

/**
 * Told of a game the judge ended on a proven chain: all its guesses, and whether it was won. The
 * reply waits for what it returns (nothing, but while the process stops, the game's count).
 */
export type GameEnded = (guesses: readonly string[], won: boolean) => MaybePromise<void>;

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
    private readonly meanings: WordMeaningService,
    private readonly tally: DailyTally,
  ) {}

  validate(guess: string): MaybePromise<boolean> {
    return this.wordList.isValidGuess(guess);
  }

  /**
   * With the answer, the word list and the proof key in memory (every request but the first ones)
   * it answers at once. A game it ends on a proven chain is counted in the day's figures.
   */
  check(
    guess: string,
    gameNumber: number,
    timeZone: string,
    history: GameHistory,
    sender: GuessSender,
  ): MaybePromise<GuessResult> {
    return whenReady(this.game(gameNumber, timeZone), ({ answer, gameKey }) =>
      this.judge(guess, answer, gameKey, history, 'daily', (guesses, won) =>
        this.tally.finished({ gameNumber, guesses, won, ...sender }),
      ),
    );
  }

  /**
   * Today's game in the player's zone, as the daily route finds it: any other number is a
   * mismatch, so the page reloads. At once when the answer is in memory.
   */
  game(gameNumber: number, timeZone: string): MaybePromise<FoundGame> {
    const today = this.gameDay.today(timeZone).gameNumber;
    if (gameNumber !== today) throw new GameNumberMismatchException(gameNumber, today, timeZone);
    return whenReady(this.schedule.answerFor(gameNumber), (answer) => ({ answer, gameKey: dailyGameKey(gameNumber) }));
  }

  /**
   * The one rule for every kind of game (today's, the archive's, a friend's challenge): the
   * word list, the colours, and the word (with its meaning) only on a win or on the seventh
   * wrong guess of a proven chain. `gameKey` names the game in its proofs, so no proof serves
   * another game; `kind` only sorts the game's counts in the metrics. `ended` hears of a game
   * ended on a proven chain (a win after proven guesses, or the seventh wrong guess), never of
   * a win whose earlier guesses came without their proof.
   */
  judge(
    guess: string,
    answer: string,
    gameKey: string,
    history: GameHistory,
    kind: GameKind,
    ended?: GameEnded,
  ): MaybePromise<GuessResult> {
    return whenReady(this.isProven(gameKey, answer, history), (proven) => {
      if (guess === answer) {
        this.metrics.judged(kind, 'win');
        const guesses = [...history.previousGuesses, guess];
        const counted = proven ? ended?.(guesses, true) : undefined;
        // A won game judged to its end is proven whole: a league or a challenge takes it only so.
        const ending = proven ? this.endOfChain(gameKey, guesses, answer) : { word: answer };
        return whenReady(counted, () =>
          whenReady(ending, (end) =>
            this.withMeaning({ evaluation: evaluateGuess(guess, answer), is_winner: true, ...end }),
          ),
        );
      }
      // The answer is always accepted, even after an operator removed it from the lists.
      return whenReady(this.wordList.isValidGuess(guess), (valid) => {
        if (!valid) throw new NotInWordListException();
        const evaluation = evaluateGuess(guess, answer);
        const guesses = [...history.previousGuesses, guess];
        const chain = proven ? this.extendChain(gameKey, guesses, answer) : {};
        return whenReady(chain, (ending) => {
          const lost = ending.word !== undefined;
          this.metrics.judged(kind, lost ? 'loss' : 'wrong');
          const counted = lost ? ended?.(guesses, false) : undefined;
          return whenReady(counted, () => this.withMeaning({ evaluation, is_winner: false, ...ending }));
        });
      });
    });
  }

  /**
   * A game's last reply, which tells the word, gets the word's meaning when it has one; every
   * other reply passes at once, without a query.
   */
  private withMeaning(result: GuessResult): MaybePromise<GuessResult> {
    const { word } = result;
    if (word === undefined) return result;
    return whenReady(this.meanings.meaningOf(word), (meaning) => (meaning ? { ...result, meaning } : result));
  }

  /**
   * Whether the earlier guesses come with the proof the server gave for them, judged against this
   * answer: a wrong guess then extends the proven chain, and the seventh ends the game so the
   * answer can be told. A game whose word an operator replaced since its earlier guesses is
   * refused, so no game mixes colours judged against two words.
   */
  private isProven(gameKey: string, answer: string, { previousGuesses, proof }: GameHistory): MaybePromise<boolean> {
    if (previousGuesses.length === 0) return true;
    if (proof === undefined) return false;
    return whenReady(this.proofs.verdict(gameKey, answer, previousGuesses, proof), (verdict) => {
      if (verdict === 'answer-changed') throw new AnswerChangedException();
      // A game already won goes on no further: its whole proof is no chain to extend. Asked only
      // after the signature's check, so a history holding the answer takes no less time.
      return verdict === 'proven' && !previousGuesses.includes(answer);
    });
  }

  /** A wrong guess's proof; with the seventh, the word and the proof of the whole game. */
  private extendChain(
    gameKey: string,
    guesses: readonly string[],
    answer: string,
  ): MaybePromise<Pick<GuessResult, 'word' | 'proof'>> {
    if (guesses.length >= MAX_GUESSES) return this.endOfChain(gameKey, guesses, answer);
    return whenReady(this.proofs.issue(gameKey, answer, guesses), (proof) => ({ proof }));
  }

  /**
   * The last reply of a game judged to its end on a proven chain: the word, and the proof of every
   * guess (the final one too), which the analysis, a league or a challenge's sender takes as the
   * sign the server judged the whole game, one request a guess.
   */
  private endOfChain(
    gameKey: string,
    guesses: readonly string[],
    answer: string,
  ): MaybePromise<Pick<GuessResult, 'word' | 'proof'>> {
    return whenReady(this.proofs.issue(gameKey, answer, guesses), (proof) => ({ word: answer, proof }));
  }
}
