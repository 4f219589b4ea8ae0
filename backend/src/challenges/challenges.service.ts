import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { MAX_GUESSES, WORD_LENGTH } from '@hexle/contract/game';
import type { ChallengeCreatedReply, ChallengeReply } from '@hexle/contract/wire';
import { NotInWordListException } from '../guess/guess.errors.js';
import { type FoundGame, GuessService, type GameHistory, type GuessResult } from '../guess/guess.service.js';
import { OffensiveWordFilter } from '../word-list/offensive-word-filter.js';
import { WordListService } from '../word-list/word-list.service.js';
import { ChallengeCache } from './challenge-cache.js';
import { ChallengeCreators } from './challenge-creators.js';
import { ChallengeSenders } from './challenge-senders.js';
import { ChallengeNotFoundException, OffensiveChallengeWordException } from './challenge.errors.js';
import { challengeGameKey, newChallengeId } from './challenge-id.js';
import { ChallengesRepository, type StoredChallenge } from './challenges.repository.js';

/** What a friend may know of a challenge before the game ends: never the word. */
export type ChallengeView = ChallengeReply;

/** A word one player picks for friends, played through the same rule as every game. */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly challenges: ChallengesRepository,
    private readonly cache: ChallengeCache,
    private readonly creators: ChallengeCreators,
    private readonly senders: ChallengeSenders,
    private readonly offensive: OffensiveWordFilter,
    private readonly wordList: WordListService,
    private readonly guesses: GuessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `clientKey` is the creator's rate-limit key; only its keyed hash is stored. */
  async create(word: string, clientKey: string): Promise<ChallengeCreatedReply> {
    if (this.offensive.refuses(word)) throw new OffensiveChallengeWordException();
    if (!(await this.wordList.isValidGuess(word))) throw new NotInWordListException();
    const id = newChallengeId();
    const creatorKey = await this.creators.keyOf(clientKey);
    await this.challenges.create({ id, word, createdAt: new Date(this.clock.now()), creatorKey });
    this.cache.created(id);
    // The sender's secret: with it (and only with it) the sender reads how friends did.
    return { id, sender_token: await this.senders.tokenOf(id) };
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
    const { answer, gameKey } = await this.game(id);
    return this.guesses.judge(guess, answer, gameKey, history, 'challenge');
  }

  /** The challenge's game, as its routes find it: through this process's cache of challenges. */
  async game(id: string): Promise<FoundGame> {
    const { word } = await this.find(id);
    return { answer: word, gameKey: challengeGameKey(id) };
  }

  /** A challenge by its id, cached (challenge-cache.ts); an unknown or removed one is refused. */
  private async find(id: string): Promise<StoredChallenge> {
    const challenge = await this.cache.find(id, (key) => this.challenges.find(key));
    if (!challenge) throw new ChallengeNotFoundException();
    return challenge;
  }
}
