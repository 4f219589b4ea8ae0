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
    if (cover === 'given-up') {
      if (guesses.includes(answer)) throw new GuessesUnprovenException();
      await this.checkProof(gameKey, answer, guesses, proof);
      return { won: false };
    }
    if (last !== answer && guesses.length !== MAX_GUESSES) throw new GameNotOverException();
    const beforeLast = guesses.slice(0, -1);
    if (beforeLast.includes(answer)) throw new GuessesUnprovenException();
    // The proof of every guess, judged once; the one of all but the last only where it may serve.
    const whole = await this.verdictOn(gameKey, answer, guesses, proof);
    if (cover === 'every-guess' || whole !== 'unproven') accept(whole);
    else await this.checkProof(gameKey, answer, beforeLast, proof);
    return { won: last === answer };
  }

  private verdictOn(gameKey: string, answer: string, proven: readonly string[], proof?: string) {
    return proof === undefined ? 'unproven' : this.proofs.verdict(gameKey, answer, proven, proof);
  }

  private async checkProof(gameKey: string, answer: string, proven: readonly string[], proof?: string): Promise<void> {
    if (proven.length > 0) accept(await this.verdictOn(gameKey, answer, proven, proof));
  }
}

/** A proof's verdict taken, or refused: another answer than the one it was given for, or none of the server's. */
function accept(verdict: ProofVerdict): void {
  if (verdict === 'answer-changed') throw new AnswerChangedException();
  if (verdict !== 'proven') throw new GuessesUnprovenException();
}
