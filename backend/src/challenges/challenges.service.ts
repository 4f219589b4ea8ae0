import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock.js';
import { MAX_GUESSES, WORD_LENGTH } from '../guess/game-size.js';
import { NotInWordListException } from '../guess/guess.errors.js';
import { GuessService, type GameHistory, type GuessResult } from '../guess/guess.service.js';
import { WordListService } from '../word-list/word-list.service.js';
import { challengeGameKey, newChallengeId } from './challenge-id.js';
import { ChallengesRepository, type StoredChallenge } from './challenges.repository.js';

export class ChallengeNotFoundException extends NotFoundException {
  constructor() {
    super('No such challenge: the link is wrong, or the challenge is so old that it was removed');
  }
}

/** What a friend may know of a challenge before the game ends: never the word. */
export interface ChallengeView {
  id: string;
  created_on: string;
  word_length: number;
  max_guesses: number;
}

/** A word one player picks for friends, played through the same rule as every game. */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly challenges: ChallengesRepository,
    private readonly wordList: WordListService,
    private readonly guesses: GuessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(word: string): Promise<{ id: string }> {
    if (!(await this.wordList.isValidGuess(word))) throw new NotInWordListException();
    const id = newChallengeId();
    await this.challenges.create({ id, word, createdAt: new Date(this.clock.now()) });
    return { id };
  }

  async describe(id: string): Promise<ChallengeView> {
    const { createdAt } = await this.find(id);
    return {
      id,
      created_on: createdAt.toISOString().slice(0, 10),
      word_length: WORD_LENGTH,
      max_guesses: MAX_GUESSES,
    };
  }

  async check(id: string, guess: string, history: GameHistory): Promise<GuessResult> {
    const { word } = await this.find(id);
    return this.guesses.judge(guess, word, challengeGameKey(id), history, 'challenge');
  }

  private async find(id: string): Promise<StoredChallenge> {
    const challenge = await this.challenges.find(id);
    if (!challenge) throw new ChallengeNotFoundException();
    return challenge;
  }
}
