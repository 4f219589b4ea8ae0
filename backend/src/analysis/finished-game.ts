import { Injectable } from '@nestjs/common';
import { MAX_GUESSES } from '@hexle/contract/game';
import { GameProofService, type ProofVerdict } from '../game-proof/game-proof.service.js';
import { AnswerChangedException, NotInWordListException } from '../guess/guess.errors.js';
import type { FoundGame } from '../guess/guess.service.js';
import { WordListService } from '../word-list/word-list.service.js';
import { GameNotOverException, GuessesUnprovenException } from './analysis.errors.js';

/** A game the server judged to its end: won at its last guess, or lost after the last one. */
export interface ProvenGame {
  won: boolean;
}

/**
 * What a finished game's proof must cover: every guess (the proof the server gives with a game's
 * last reply, which only a game judged to its end gets: a league's result, a challenge's); every
 * guess or all but the last (the analysis, which also takes games finished before the last reply
 * carried a proof); or, for a practice game given up, every guess sent.
 */
export type ProofCover = 'every-guess' | 'every-guess-or-all-but-the-last' | 'given-up';

/**
 * The proof-chain rule for a finished game, the one the analysis, the leagues and the challenges'
 * results share: every guess is a valid word (or the answer), the game has ended under the
 * loss-reveal rules (a win, seven wrong guesses, or a practice game given up), the answer is no
 * guess but the last, and the server's proof covers the guesses `cover` names. Anything else is
 * refused with nothing about the game.
 */
@Injectable()
export class FinishedGames {
  constructor(
    private readonly proofs: GameProofService,
    private readonly wordList: WordListService,
  ) {}

  async prove(
    { answer, gameKey }: FoundGame,
    guesses: readonly string[],
    proof: string | undefined,
    cover: ProofCover = 'every-guess',
  ): Promise<ProvenGame> {
    for (const guess of guesses)
      if (guess !== answer && !(await this.wordList.isValidGuess(guess))) throw new NotInWordListException();
    const last = guesses[guesses.length - 1];
    // Whether the answer is among the guesses it must not be in is asked only after the signatures'
    // checks, so a game holding the answer there takes no less time to refuse.
    if (cover === 'given-up') {
      const verdict = await this.verdictOn(gameKey, answer, guesses, proof);
      accept(verdict, guesses.includes(answer));
      return { won: false };
    }
    if (last !== answer && guesses.length !== MAX_GUESSES) throw new GameNotOverException();
    const beforeLast = guesses.slice(0, -1);
    // The proof of every guess, judged once; the one of all but the last only where it may serve.
    const whole = await this.verdictOn(gameKey, answer, guesses, proof);
    const verdict =
      cover === 'every-guess' || whole !== 'unproven'
        ? whole
        : await this.verdictOn(gameKey, answer, beforeLast, proof);
    accept(verdict, beforeLast.includes(answer));
    return { won: last === answer };
  }

  /** The proof's verdict on `proven`; nothing to prove (a win at the first guess, as the analysis takes it) holds. */
  private verdictOn(gameKey: string, answer: string, proven: readonly string[], proof?: string) {
    if (proven.length === 0) return 'proven';
    return proof === undefined ? 'unproven' : this.proofs.verdict(gameKey, answer, proven, proof);
  }
}

/**
 * A proof's verdict taken, or refused: another answer than the one it was given for, none of the
 * server's, or guesses that hold the answer where no game goes on after it.
 */
function accept(verdict: ProofVerdict, answerTooSoon: boolean): void {
  if (verdict === 'answer-changed') throw new AnswerChangedException();
  if (verdict !== 'proven' || answerTooSoon) throw new GuessesUnprovenException();
}
