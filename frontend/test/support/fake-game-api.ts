import { evaluateGuess } from '../../../backend/src/guess/evaluation';
import { ApiError } from '../../src/api/api-error';
import type { DailyWord, GameApi, GuessCheck } from '../../src/api/game-api';

type Call =
  | { method: 'dailyWord' }
  | { method: 'validate'; guess: string }
  | { method: 'checkGuess'; guess: string; gameNumber: number };

/**
 * An in-memory stand-in for the game server with the server's own colouring rule. Tests
 * choose the answer, the word list and the game number, and can make the next call fail or
 * hold its reply until released.
 */
export class FakeGameApi implements GameApi {
  calls: Call[] = [];
  private failures: Partial<Record<Call['method'], unknown>> = {};
  private held: Partial<Record<Call['method'], Promise<void>>> = {};

  constructor(
    public answer = 'POSTAL',
    public gameNumber = 326,
    public words = new Set([
      'POSTAL',
      'PLANET',
      'STRIPE',
      'CLOUDY',
      'PISTOL',
      'SPLINT',
      'PORTAL',
      'POTASH',
      'ALMOST',
      'BREEZE',
      'GOLDEN',
      'SALMON',
      'PASTOR',
      'ORBITS',
      'MUFFIN',
      'JIGSAW',
      'KNIGHT',
    ]),
  ) {}

  failNext(method: Call['method'], error: unknown) {
    this.failures[method] = error;
  }

  /** The next call of `method` answers only after the returned function is called. */
  holdNext(method: Call['method']): () => void {
    let release!: () => void;
    this.held[method] = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  private async answerFor(call: Call) {
    this.calls.push(call);
    const hold = this.held[call.method];
    delete this.held[call.method];
    if (hold) await hold;
    if (call.method in this.failures) {
      const error = this.failures[call.method];
      delete this.failures[call.method];
      throw error;
    }
  }

  callsOf(method: Call['method']) {
    return this.calls.filter((call) => call.method === method);
  }

  async dailyWord(): Promise<DailyWord> {
    await this.answerFor({ method: 'dailyWord' });
    return { gameNumber: this.gameNumber };
  }

  async validate(guess: string): Promise<boolean> {
    await this.answerFor({ method: 'validate', guess });
    return this.words.has(guess);
  }

  async checkGuess(guess: string, gameNumber: number): Promise<GuessCheck> {
    await this.answerFor({ method: 'checkGuess', guess, gameNumber });
    if (gameNumber !== this.gameNumber) {
      throw new ApiError(409, `Game number mismatch: expected ${this.gameNumber}`, null, 'Request failed (409)');
    }
    const evaluation = evaluateGuess(guess, this.answer);
    const isWinner = guess === this.answer;
    return { evaluation, isWinner, word: isWinner ? this.answer : null };
  }
}
