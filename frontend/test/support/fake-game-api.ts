import { evaluateGuess } from '@hexle/contract/game';
import { ApiError } from '../../src/api/api-error';
import type {
  ArchiveList,
  ChallengeResults,
  CreatedChallenge,
  DailyWord,
  GameApi,
  GivenUp,
  GuessCheck,
  GuessHistory,
  TransferTicket,
} from '../../src/api/game-api';
import type { Analysis, AnalysisRequest, AnalysisStep } from '../../src/api/analysis';
import type { DailyStats } from '../../src/api/daily-stats';
import type { WordMeaningReply } from '@hexle/contract/wire';

type Call =
  | { method: 'dailyWord' }
  | { method: 'checkGuess'; guess: string; gameNumber: number; history?: GuessHistory }
  | { method: 'archive' }
  | { method: 'checkArchiveGuess'; guess: string; gameNumber: number }
  | { method: 'challenge'; id: string }
  | { method: 'createChallenge'; word: string }
  | { method: 'tellChallengeResult'; id: string; guesses: string[]; proof: string | null; name: string | null }
  | { method: 'challengeResults'; id: string; senderToken: string }
  | { method: 'checkChallengeGuess'; id: string; guess: string }
  | { method: 'createTransfer' }
  | { method: 'claimTransfer'; code: string }
  | { method: 'startPractice'; finished: string }
  | { method: 'checkPracticeGuess'; id: string; guess: string }
  | { method: 'givePracticeUp'; id: string; guesses: string[] }
  | { method: 'analyse'; request: AnalysisRequest }
  | { method: 'dailyStats'; gameNumber: number }
  | { method: 'league'; name: string; args: unknown[] };

const WORD = /^[A-Za-z]{6}$/;

/**
 * An in-memory stand-in for the game server with the server's own colouring rule and the loss
 * reveal's contract: a wrong guess earns a proof of the guesses so far, and the seventh wrong
 * guess of an intact chain reveals the word. Tests choose the answer, the word list and the
 * game number, and can make the next call fail or hold its reply until released.
 */
/** The fake's sender token of a challenge: 43 characters, as the server's. */
export const senderTokenOf = (id: string) => `${id}${'t'.repeat(43 - id.length)}`;

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

  /** Archive games' answers by number: games 1 to gameNumber - 1 are in the archive. */
  archiveAnswers = new Map<number, string>();
  challenges = new Map<string, string>();
  transfers = new Map<string, { payload: unknown; claimed: boolean }>();
  /** Practice games' words by id, in the order they were started; the next games draw from `practiceWords`. */
  practiceGames = new Map<string, string>();
  practiceWords = ['PLANET', 'STRIPE', 'CLOUDY'];
  /** What the words mean, sent with the word as the server does; a word not here has none. */
  meanings = new Map<string, WordMeaningReply>([
    ['PLANET', { part_of_speech: 'noun', glosses: ['any of the large celestial bodies that revolve around the sun'] }],
    ['POSTAL', { part_of_speech: 'adjective', glosses: ['of or relating to the system for delivering mail'] }],
  ]);

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
      throw new ApiError(
        409,
        `Game number mismatch: expected ${this.gameNumber}`,
        'Request failed (409)',
        'game_number_mismatch',
      );
    }
    this.refuseUnknownWord(guess, this.answer);
    const previous = history?.previousGuesses ?? [];
    if (previous.length > 6 || !previous.every((word) => WORD.test(word))) {
      throw new ApiError(400, 'previous_guesses must be up to 6 words of 6 letters a-z', 'Request failed (400)');
    }
    if (history?.proof && history.proof.length > 200) {
      throw new ApiError(400, 'proof is too long', 'Request failed (400)');
    }
    const evaluation = evaluateGuess(guess, this.answer);
    const isWinner = guess === this.answer;
    if (isWinner) return { evaluation, isWinner, word: this.answer, proof: null, ...this.meaningOf(this.answer) };
    const intact = previous.length === 0 || history?.proof === this.proofFor(gameNumber, previous);
    if (!intact) return { evaluation, isWinner, word: null, proof: null };
    const guesses = [...previous, guess];
    const last = previous.length === 6;
    return {
      evaluation,
      isWinner,
      word: last ? this.answer : null,
      proof: this.proofFor(gameNumber, guesses),
      ...(last ? this.meaningOf(this.answer) : {}),
    };
  }

  async archive(): Promise<ArchiveList> {
    await this.answerFor({ method: 'archive' });
    const dateOf = (n: number) => new Date(Date.UTC(2025, 5, 29 + n)).toISOString().slice(0, 10);
    const games = [];
    for (let n = this.gameNumber - 1; n >= 1; n--) games.push({ gameNumber: n, date: dateOf(n) });
    return { today: { gameNumber: this.gameNumber, date: dateOf(this.gameNumber) }, games };
  }

  async checkArchiveGuess(guess: string, gameNumber: number, history?: GuessHistory): Promise<GuessCheck> {
    await this.answerFor({ method: 'checkArchiveGuess', guess, gameNumber });
    if (gameNumber >= this.gameNumber) {
      throw new ApiError(404, `Game ${gameNumber} is not in the archive`, 'Request failed (404)');
    }
    return this.judge(guess, this.archiveAnswers.get(gameNumber) ?? 'PLANET', `game:${gameNumber}`, history);
  }

  async challenge(id: string): Promise<{ id: string }> {
    await this.answerFor({ method: 'challenge', id });
    if (!this.challenges.has(id)) throw new ApiError(404, 'No such challenge', 'Request failed (404)');
    return { id };
  }

  async createChallenge(word: string): Promise<CreatedChallenge> {
    await this.answerFor({ method: 'createChallenge', word });
    if (!this.words.has(word.toUpperCase())) {
      throw new ApiError(422, 'Not in word list', 'Request failed (422)', 'not_in_word_list');
    }
    const id = `challenge${String(this.challenges.size).padStart(13, '0')}`;
    this.challenges.set(id, word.toUpperCase());
    return { id, senderToken: senderTokenOf(id) };
  }

  /** Friends' results of each challenge, in the order told (this fake is one player: one result a challenge). */
  challengeTold = new Map<string, { won: boolean; guesses: number; name: string | null }[]>();

  async tellChallengeResult(id: string, { previousGuesses, proof }: GuessHistory, name: string | null) {
    await this.answerFor({ method: 'tellChallengeResult', id, guesses: previousGuesses, proof, name });
    const word = this.challenges.get(id);
    if (!word) throw new ApiError(404, 'No such challenge', 'Request failed (404)', 'challenge_not_found');
    const told = this.challengeTold.get(id) ?? [];
    if (told.length > 0)
      throw new ApiError(
        409,
        'Your result of this challenge is already counted',
        'Request failed (409)',
        'challenge_result_exists',
      );
    const won = previousGuesses.at(-1)?.toUpperCase() === word;
    this.challengeTold.set(id, [...told, { won, guesses: previousGuesses.length, name }]);
  }

  async challengeResults(id: string, senderToken: string): Promise<ChallengeResults> {
    await this.answerFor({ method: 'challengeResults', id, senderToken });
    if (!this.challenges.has(id))
      throw new ApiError(404, 'No such challenge', 'Request failed (404)', 'challenge_not_found');
    if (senderToken !== senderTokenOf(id))
      throw new ApiError(403, 'Only the sender', 'Request failed (403)', 'sender_token_refused');
    const told = this.challengeTold.get(id) ?? [];
    const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, X: 0 };
    for (const { won, guesses } of told) distribution[won ? (String(guesses) as '1') : 'X'] += 1;
    return {
      id,
      players: told.length,
      solved: told.filter(({ won }) => won).length,
      distribution,
      named: told.flatMap(({ name, won, guesses }) => (name ? [{ name, won, guesses }] : [])),
    };
  }

  async checkChallengeGuess(id: string, guess: string, history?: GuessHistory): Promise<GuessCheck> {
    await this.answerFor({ method: 'checkChallengeGuess', id, guess });
    const word = this.challenges.get(id);
    if (!word) throw new ApiError(404, 'No such challenge', 'Request failed (404)');
    return this.judge(guess, word, `challenge:${id}`, history);
  }

  async createTransfer(payload: Record<string, unknown>): Promise<TransferTicket> {
    await this.answerFor({ method: 'createTransfer' });
    const code = `7KQ2M-9XH${this.transfers.size}B`;
    this.transfers.set(code, { payload, claimed: false });
    return { code, expiresAt: new Date(Date.now() + 600_000).toISOString() };
  }

  async claimTransfer(code: string): Promise<unknown> {
    await this.answerFor({ method: 'claimTransfer', code });
    const transfer = this.transfers.get(code.toUpperCase());
    if (!transfer) throw new ApiError(404, 'No transfer has this code', 'Request failed (404)');
    if (transfer.claimed) throw new ApiError(410, 'This transfer code has already been used', 'Request failed (410)');
    transfer.claimed = true;
    return transfer.payload;
  }

  /** Like the server, every judge refuses a word outside the list (the answer always passes). */
  private refuseUnknownWord(guess: string, answer: string) {
    if (guess !== answer && !this.words.has(guess)) {
      throw new ApiError(422, 'Not in word list', 'Request failed (422)', 'not_in_word_list');
    }
  }

  private judge(guess: string, answer: string, key: string, history?: GuessHistory): GuessCheck {
    this.refuseUnknownWord(guess, answer);
    const previous = history?.previousGuesses ?? [];
    const evaluation = evaluateGuess(guess, answer);
    const proofOf = (guesses: readonly string[]) => `${key.replace(':', '-')}.${guesses.join('.')}`;
    const intact = previous.length === 0 || history?.proof === proofOf(previous);
    // A win on an intact chain proves the whole game, as the server's last reply does.
    if (guess === answer) {
      const proof = intact ? proofOf([...previous, guess]) : null;
      return { evaluation, isWinner: true, word: answer, proof, ...this.meaningOf(answer) };
    }
    if (!intact) return { evaluation, isWinner: false, word: null, proof: null };
    return {
      evaluation,
      isWinner: false,
      word: previous.length === 6 ? answer : null,
      proof: proofOf([...previous, guess]),
      ...(previous.length === 6 ? this.meaningOf(answer) : {}),
    };
  }

  private meaningOf(word: string): { meaning?: WordMeaningReply } {
    const meaning = this.meanings.get(word);
    return meaning ? { meaning } : {};
  }

  async startPractice(finished: string): Promise<string> {
    await this.answerFor({ method: 'startPractice', finished });
    const id = `practice${String(this.practiceGames.size).padStart(56, '0')}`;
    this.practiceGames.set(id, this.practiceWords[this.practiceGames.size % this.practiceWords.length] ?? 'PLANET');
    return id;
  }

  async checkPracticeGuess(id: string, guess: string, history?: GuessHistory): Promise<GuessCheck> {
    await this.answerFor({ method: 'checkPracticeGuess', id, guess });
    const word = this.practiceGames.get(id);
    if (!word) {
      throw new ApiError(404, 'No such practice game', 'Request failed (404)', 'practice_not_found');
    }
    return this.judge(guess, word, `practice:${id}`, history);
  }

  async givePracticeUp(id: string, history: GuessHistory): Promise<GivenUp> {
    await this.answerFor({ method: 'givePracticeUp', id, guesses: history.previousGuesses });
    const word = this.practiceGames.get(id);
    if (!word) {
      throw new ApiError(404, 'No such practice game', 'Request failed (404)', 'practice_not_found');
    }
    const proof = `practice-${id}.${history.previousGuesses.join('.')}`;
    if (history.previousGuesses.length === 0 || history.proof !== proof) {
      throw new ApiError(422, "Can't give up this game", 'Request failed (422)', 'give_up_unproven');
    }
    return { word, ...this.meaningOf(word) };
  }

  /**
   * An analysis with figures made up from the guesses (the real solver is the server's, tested
   * there and in the browser tests): each guess halves the possible answers.
   */
  /** Changes to the made-up analysis's steps, by index (a verdict, the solver's move). */
  analysisStepChanges: Partial<AnalysisStep>[] = [];

  async analyse(request: AnalysisRequest): Promise<Analysis> {
    await this.answerFor({ method: 'analyse', request });
    const { subject } = request;
    const answer =
      (subject.kind === 'practice'
        ? this.practiceGames.get(subject.id)
        : subject.kind === 'archive'
          ? this.archiveAnswers.get(subject.game_number)
          : subject.kind === 'challenge'
            ? this.challenges.get(subject.id)
            : undefined) ?? this.answer;
    const steps: AnalysisStep[] = request.guesses.map((guess, index) => ({
      guess,
      candidatesBefore: 2048 >> index,
      candidatesAfter: 1024 >> index,
      expected: 1500 / (index + 1),
      expectedGuesses: 4 - index / 2,
      bestExpectedGuesses: 3.92 - index / 2,
      verdict: 'good',
      solverGuess: 'SALMON',
      solverExpected: 1000 / (index + 1),
      solverExpectedGuesses: 3.92 - index / 2,
      solverLimited: false,
      ...(index === request.guesses.length - 1 ? { couldHaveKnown: false } : {}),
      ...this.analysisStepChanges[index],
    }));
    const won = request.guesses.at(-1) === answer;
    const gaveUp = subject.kind === 'practice' && subject.gave_up;
    return {
      result: won ? 'won' : gaveUp ? 'gave_up' : 'lost',
      answer,
      hardMode: false,
      steps,
      candidatesLeft: won ? 1 : 1024 >> (steps.length - 1),
      skill: 71,
      luck: 42,
      guessesLost: 0.08 * steps.length,
      guesses: steps.length,
      solverGuesses: 3,
    };
  }

  /** Everyone's figures by game number, as the server counts them; a game not here has none counted yet. */
  dailyFigures = new Map<number, DailyStats>();

  async dailyStats(gameNumber: number): Promise<DailyStats> {
    await this.answerFor({ method: 'dailyStats', gameNumber });
    if (gameNumber > this.gameNumber) {
      throw new ApiError(404, `Game ${gameNumber} has not started`, 'Request failed (404)', 'game_not_found');
    }
    return (
      this.dailyFigures.get(gameNumber) ?? {
        gameNumber,
        date: '2026-11-22',
        players: 0,
        won: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, X: 0 },
        averageGuesses: null,
        openers: [],
      }
    );
  }

  /** League calls: recorded; each answers what `leagueReplies` holds under its name, else a network failure. */
  leagueReplies: Record<string, (...args: unknown[]) => unknown> = {};

  private async league(name: string, args: unknown[]): Promise<never> {
    this.calls.push({ method: 'league', name, args });
    const reply = this.leagueReplies[name];
    if (!reply) throw new ApiError(null, null, '');
    return (await reply(...args)) as never;
  }

  createLeague = (...args: unknown[]) => this.league('createLeague', args);
  leaguePreview = (...args: unknown[]) => this.league('leaguePreview', args);
  joinLeague = (...args: unknown[]) => this.league('joinLeague', args);
  postLeagueResult = (...args: unknown[]) => this.league('postLeagueResult', args);
  leagueBoard = (...args: unknown[]) => this.league('leagueBoard', args);
  renameInLeague = (...args: unknown[]) => this.league('renameInLeague', args);
  leaveLeague = (...args: unknown[]) => this.league('leaveLeague', args);
  removeLeagueMember = (...args: unknown[]) => this.league('removeLeagueMember', args);
}
