import { evaluateGuess } from '../../../backend/src/guess/evaluation';
import { ApiError } from '../../src/api/api-error';
import type { DailyWord, GameApi, GuessCheck, GuessHistory } from '../../src/api/game-api';

type Call =
  | { method: 'dailyWord' }
  | { method: 'validate'; guess: string }
  | { method: 'checkGuess'; guess: string; gameNumber: number; history?: GuessHistory };

const WORD = /^[A-Za-z]{6}$/;

/**
 * An in-memory stand-in for the game server with the server's own colouring rule and the loss
 * reveal's contract: a wrong guess earns a proof of the guesses so far, and the seventh wrong
 * guess of an intact chain reveals the word. Tests choose the answer, the word list and the
 * game number, and can make the next call fail or hold its reply until released.
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

  /** The proof this server issues for a game's guesses so far (opaque to the client). */
  proofFor(gameNumber: number, guesses: readonly string[]): string {
    return btoa(`${gameNumber}:${guesses.join(',').toUpperCase()}:fake-signature`)
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  }

  async checkGuess(guess: string, gameNumber: number, history?: GuessHistory): Promise<GuessCheck> {
    await this.answerFor({
      method: 'checkGuess',
      guess,
      gameNumber,
      ...(history && history.previousGuesses.length > 0 ? { history } : {}),
    });
    if (gameNumber !== this.gameNumber) {
      throw new ApiError(409, `Game number mismatch: expected ${this.gameNumber}`, null, 'Request failed (409)');
    }
    const previous = history?.previousGuesses ?? [];
    if (previous.length > 6 || !previous.every((word) => WORD.test(word))) {
      throw new ApiError(400, 'previous_guesses must be up to 6 words of 6 letters a-z', null, 'Request failed (400)');
    }
    if (history?.proof && history.proof.length > 200) {
      throw new ApiError(400, 'proof is too long', null, 'Request failed (400)');
    }
    const evaluation = evaluateGuess(guess, this.answer);
    const isWinner = guess === this.answer;
    if (isWinner) return { evaluation, isWinner, word: this.answer, proof: null };
    const intact = previous.length === 0 || history?.proof === this.proofFor(gameNumber, previous);
    if (!intact) return { evaluation, isWinner, word: null, proof: null };
    const guesses = [...previous, guess];
    return {
      evaluation,
      isWinner,
      word: previous.length === 6 ? this.answer : null,
      proof: this.proofFor(gameNumber, guesses),
    };
  }
}
