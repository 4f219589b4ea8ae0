import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { MAX_GUESSES, WORD_LENGTH } from '@hexle/contract/game';
import { NotInWordListException } from '../guess/guess.errors.js';
import { GuessService, type GameHistory, type GuessResult } from '../guess/guess.service.js';
import { WordListService } from '../word-list/word-list.service.js';
import { ChallengeCache } from './challenge-cache.js';
import { ChallengeCreators } from './challenge-creators.js';
import { challengeGameKey, newChallengeId } from './challenge-id.js';
import { ChallengesRepository, type StoredChallenge } from './challenges.repository.js';
import { OffensiveChallengeWordException, OffensiveWordFilter } from './offensive-word-filter.js';

export class ChallengeNotFoundException extends ApiException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      'challenge_not_found',
      'No such challenge: the link is wrong, or the challenge is so old that it was removed',
    );
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
    private readonly cache: ChallengeCache,
    private readonly creators: ChallengeCreators,
    private readonly offensive: OffensiveWordFilter,
    private readonly wordList: WordListService,
    private readonly guesses: GuessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `clientKey` is the creator's rate-limit key; only its keyed hash is stored. */
  async create(word: string, clientKey: string): Promise<{ id: string }> {
    if (this.offensive.refuses(word)) throw new OffensiveChallengeWordException();
    if (!(await this.wordList.isValidGuess(word))) throw new NotInWordListException();
    const id = newChallengeId();
    const creatorKey = await this.creators.keyOf(clientKey);
    await this.challenges.create({ id, word, createdAt: new Date(this.clock.now()), creatorKey });
    this.cache.created(id);
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
    const challenge = await this.cache.find(id, (key) => this.challenges.find(key));
    if (!challenge) throw new ChallengeNotFoundException();
    return challenge;
  }
}
