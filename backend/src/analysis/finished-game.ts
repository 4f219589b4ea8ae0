import { Injectable } from '@nestjs/common';
import { MAX_GUESSES } from '@hexle/contract/game';
import { GameProofService } from '../game-proof/game-proof.service.js';
import { AnswerChangedException, NotInWordListException } from '../guess/guess.errors.js';
import type { FoundGame } from '../guess/guess.service.js';
import { WordListService } from '../word-list/word-list.service.js';
import { GameNotOverException, GuessesUnprovenException } from './analysis.errors.js';

/** A game the server judged to its end: won at its last guess, or lost after the last one. */
export interface ProvenGame {
  won: boolean;
}

/**
 * The proof-chain rule for a finished game, the one the analysis and the leagues share: every
 * guess is a valid word (or the answer), the game has ended under the loss-reveal rules (a win,
 * seven wrong guesses, or a practice game given up) and the server's proof covers every guess
 * before the final one (all of them when given up). Anything else is refused with nothing about
 * the game.
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
    gaveUp = false,
  ): Promise<ProvenGame> {
    for (const guess of guesses)
      if (guess !== answer && !(await this.wordList.isValidGuess(guess))) throw new NotInWordListException();
    const last = guesses[guesses.length - 1];
    let proven: readonly string[];
    if (gaveUp) proven = guesses;
    else if (last === answer || guesses.length === MAX_GUESSES) proven = guesses.slice(0, -1);
    else throw new GameNotOverException();
    await this.checkProof(gameKey, answer, proven, proof);
    return { won: !gaveUp && last === answer };
  }

  private async checkProof(gameKey: string, answer: string, proven: readonly string[], proof?: string): Promise<void> {
    if (proven.length === 0) return;
    if (proof === undefined || proven.includes(answer)) throw new GuessesUnprovenException();
    const verdict = await this.proofs.verdict(gameKey, answer, proven, proof);
    if (verdict === 'answer-changed') throw new AnswerChangedException();
    if (verdict !== 'proven') throw new GuessesUnprovenException();
  }
}
