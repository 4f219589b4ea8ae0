import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from './api-error';
import { isNotInWordListError, submitErrorText } from './failures';
import { lazyModule } from '../platform/lazy-module';
import { createGameApi, type GameApi } from './game-api';
import * as occasional from './occasional-calls';

/** The occasional calls' chunk, here at once. */
const occasionalCalls = lazyModule(() => Promise.resolve(occasional));

type FetchMock = Mock<typeof fetch>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fetchReturning(response: Response | (() => Response)): FetchMock {
  return vi.fn<typeof fetch>(() => Promise.resolve(typeof response === 'function' ? response() : response));
}

function api(fetchImpl: FetchMock) {
  return createGameApi({ occasionalCalls, timeZone: () => 'Europe/Paris', fetch: fetchImpl });
}

function urlOf(input: RequestInfo | URL | undefined): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input?.url ?? '';
}

function requestOf(fetchImpl: FetchMock): { url: string; init: RequestInit } {
  const [input, init] = fetchImpl.mock.calls[0] ?? [];
  return { url: urlOf(input), init: init ?? {} };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const EVALUATION = ['absent', 'present', 'correct', 'absent', 'absent', 'correct'];

let consoleError: Mock<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('requests', () => {
  it('GET /api/daily-word carries the time zone as a query parameter', async () => {
    const fetchImpl = fetchReturning(json({ game_number: 326 }));
    await api(fetchImpl).dailyWord();

    const { url, init } = requestOf(fetchImpl);
    expect(url).toBe('/api/daily-word?timezone=Europe%2FParis');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('POST /api/check-guess sends the guess, game number and time zone as JSON', async () => {
    const fetchImpl = fetchReturning(json({ evaluation: EVALUATION, is_winner: false }));
    await api(fetchImpl).checkGuess('CRANES', 326);

    const { url, init } = requestOf(fetchImpl);
    expect(url).toBe('/api/check-guess');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ guess: 'CRANES', game_number: 326, timezone: 'Europe/Paris' });
  });

  it('POST /api/check-guess sends the earlier guesses and the last proof when there are earlier guesses', async () => {
    const fetchImpl = fetchReturning(() => json({ evaluation: EVALUATION, is_winner: false }));
    const client = api(fetchImpl);
    await client.checkGuess('CRANES', 326, { previousGuesses: ['PLANET', 'STRIPE'], proof: 'abc_-1' });
    await client.checkGuess('CRANES', 326, { previousGuesses: ['PLANET'], proof: null });
    await client.checkGuess('CRANES', 326, { previousGuesses: [], proof: null });
    const bodies = fetchImpl.mock.calls.map(([, init]) => JSON.parse((init?.body as string) ?? '{}') as unknown);
    expect(bodies).toEqual([
      {
        guess: 'CRANES',
        game_number: 326,
        previous_guesses: ['PLANET', 'STRIPE'],
        proof: 'abc_-1',
        timezone: 'Europe/Paris',
      },
      { guess: 'CRANES', game_number: 326, previous_guesses: ['PLANET'], timezone: 'Europe/Paris' },
      { guess: 'CRANES', game_number: 326, timezone: 'Europe/Paris' },
    ]);
  });

  it('asks for the time zone on every call', async () => {
    const zones = ['Asia/Tokyo', 'America/New_York'];
    const fetchImpl = fetchReturning(() => json({ game_number: 1 }));
    const client = createGameApi({ occasionalCalls, timeZone: () => zones.shift() ?? 'UTC', fetch: fetchImpl });
    await client.dailyWord();
    await client.dailyWord();

    expect(fetchImpl.mock.calls.map(([input]) => urlOf(input))).toEqual([
      '/api/daily-word?timezone=Asia%2FTokyo',
      '/api/daily-word?timezone=America%2FNew_York',
    ]);
  });

  it('uses a custom base address', async () => {
    const fetchImpl = fetchReturning(json({ evaluation: EVALUATION, is_winner: false }));
    await createGameApi({
      occasionalCalls,
      baseUrl: 'https://api.example/api',
      timeZone: () => 'UTC',
      fetch: fetchImpl,
    }).checkGuess('CRANES', 326);
    expect(requestOf(fetchImpl).url).toBe('https://api.example/api/check-guess');
  });
});

describe('successful answers', () => {
  it('dailyWord returns the game number', async () => {
    await expect(api(fetchReturning(json({ game_number: 326 }))).dailyWord()).resolves.toEqual({ gameNumber: 326 });
  });

  it("checkGuess returns the evaluation, the winner flag, the revealed word and the whole game's proof", async () => {
    const proof = `${'a'.repeat(43)}.${'b'.repeat(22)}`;
    const fetchImpl = fetchReturning(
      json({ evaluation: Array(6).fill('correct'), is_winner: true, word: 'CRANES', proof, extra: 1 }),
    );
    await expect(api(fetchImpl).checkGuess('CRANES', 326)).resolves.toEqual({
      evaluation: ['correct', 'correct', 'correct', 'correct', 'correct', 'correct'],
      isWinner: true,
      word: 'CRANES',
      proof,
    });
  });

  it('checkGuess returns a null word when none is revealed', async () => {
    const fetchImpl = fetchReturning(json({ evaluation: EVALUATION, is_winner: false }));
    await expect(api(fetchImpl).checkGuess('CRANES', 326)).resolves.toEqual({
      evaluation: EVALUATION,
      isWinner: false,
      word: null,
      proof: null,
    });
  });

  it('checkGuess returns the proof of a wrong guess, and the word the seventh one reveals', async () => {
    const proof = 'eyJnIjoiQ1JBTkVTIn0.c2lnbmF0dXJl_-';
    await expect(
      api(fetchReturning(json({ evaluation: EVALUATION, is_winner: false, proof }))).checkGuess('CRANES', 326),
    ).resolves.toEqual({ evaluation: EVALUATION, isWinner: false, word: null, proof });
    await expect(
      api(fetchReturning(json({ evaluation: EVALUATION, is_winner: false, word: 'PLANET' }))).checkGuess('CRANES', 326),
    ).resolves.toEqual({ evaluation: EVALUATION, isWinner: false, word: 'PLANET', proof: null });
  });

  it.each(['', 'has spaces', 'a'.repeat(201), 42, ['p']])('checkGuess ignores the proof %j', async (proof) => {
    const fetchImpl = fetchReturning(json({ evaluation: EVALUATION, is_winner: false, proof }));
    expect((await api(fetchImpl).checkGuess('CRANES', 326)).proof).toBeNull();
  });

  it.each(['cranes', 'CRANE', 'CRANESS', 'CRÂNES', '', 123456, null, ['CRANES']])(
    'checkGuess ignores the word %j',
    async (word) => {
      const fetchImpl = fetchReturning(json({ evaluation: EVALUATION, is_winner: true, word }));
      expect((await api(fetchImpl).checkGuess('CRANES', 326)).word).toBeNull();
    },
  );

  it('logs nothing', async () => {
    await api(fetchReturning(json({ game_number: 326 }))).dailyWord();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('error responses', () => {
  it('throw an ApiError with the server error text and its code', async () => {
    const fetchImpl = fetchReturning(json({ error: 'Game mismatch', code: 'game_number_mismatch' }, 409));
    const error = await failure(api(fetchImpl).checkGuess('CRANES', 325));

    expect(error.status).toBe(409);
    expect(error.serverError).toBe('Game mismatch');
    expect(error.code).toBe('game_number_mismatch');
    expect(error.message).toBe('Request failed (409)');
    expect(submitErrorText(error)).toBe('Game mismatch');
  });

  it.each([
    ['today', (client: GameApi) => client.checkGuess('QQQQQQ', 326)],
    ['an archive game', (client: GameApi) => client.checkArchiveGuess('QQQQQQ', 12)],
    ['a challenge', (client: GameApi) => client.checkChallengeGuess('abcdefghijklmnopqrstuv', 'QQQQQQ')],
  ])('carry the code of a word the judge of %s refuses as not in the list', async (_label, judge) => {
    const reply = json({ error: 'Not in word list', code: 'not_in_word_list' }, 422);
    const error = await failure(judge(api(fetchReturning(reply))));
    expect(error.status).toBe(422);
    expect(error.code).toBe('not_in_word_list');
    expect(isNotInWordListError(error)).toBe(true);
  });

  it('take the message text when there is no error text', async () => {
    const error = await failure(
      api(fetchReturning(json({ message: 'Too many requests' }, 429))).checkGuess('CRANES', 326),
    );
    expect(error.serverError).toBe('Too many requests');
    expect(submitErrorText(error)).toBe('Too many requests');
  });

  it('fall back to the status when the body is not JSON', async () => {
    const fetchImpl = fetchReturning(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure(api(fetchImpl).dailyWord());
    expect(error.status).toBe(502);
    expect(error.serverError).toBeNull();
    expect(submitErrorText(error)).toBe('Request failed (502)');
  });

  it('ignore server texts that are not strings', async () => {
    const fetchImpl = fetchReturning(json({ error: 42, message: { text: 'x' } }, 400));
    const error = await failure(api(fetchImpl).checkGuess('ABC', 326));
    expect(error.serverError).toBeNull();
  });

  it.each([400, 404, 500, 503])('treat status %i as a failure', async (status) => {
    const error = await failure(api(fetchReturning(json({ game_number: 326 }, status))).dailyWord());
    expect(error.status).toBe(status);
  });

  it('say plainly that the game needs the network when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api(fetchImpl).checkGuess('CRANES', 326));
    expect(submitErrorText(error)).toBe('You are offline: checking a guess needs the network.');
  });

  it('are logged with console.error', async () => {
    const error = await failure(api(fetchReturning(json({ error: 'Server error' }, 500))).dailyWord());
    expect(consoleError).toHaveBeenCalledWith('GET /daily-word failed', error);
  });

  it.each([
    [422, 'not_in_word_list'],
    [429, 'rate_limited'],
  ])('are not logged when expected refusals (%i %s)', async (status, code) => {
    const error = await failure(
      api(fetchReturning(json({ error: 'Refused', code }, status))).checkGuess('CRANES', 326),
    );
    expect(error.code).toBe(code);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('network failures', () => {
  it('throw an ApiError without a message, shown as a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api(fetchImpl).checkGuess('CRANES', 326));

    expect(error.status).toBeNull();
    expect(error.serverError).toBeNull();
    expect(error.message).toBe('');
    expect(submitErrorText(error)).toBe('Network error. Please try again.');
  });

  it('are logged with console.error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api(fetchImpl).checkGuess('CRANES', 326));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('POST /check-guess failed', error);
  });
});

describe('timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function fetchUntilAborted(): FetchMock {
    return vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
  }

  it('aborts the request after 60 000 ms', async () => {
    const fetchImpl = fetchUntilAborted();
    let outcome: ApiError | 'pending' | 'resolved' = 'pending';
    api(fetchImpl)
      .dailyWord()
      .then(
        () => (outcome = 'resolved'),
        (error: ApiError) => (outcome = error),
      );

    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('pending');
    expect(requestOf(fetchImpl).init.signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(requestOf(fetchImpl).init.signal?.aborted).toBe(true);
    expect(outcome).toBeInstanceOf(ApiError);
    const error = outcome as unknown as ApiError;
    expect(error.status).toBeNull();
    expect(error.message).toBe('The server took too long to answer. Please try again.');
    expect(submitErrorText(error)).toBe('The server took too long to answer. Please try again.');
    expect(consoleError).toHaveBeenCalledWith('GET /daily-word failed', error);
  });

  it('does not abort a request that was answered in time', async () => {
    const fetchImpl = fetchReturning(json({ game_number: 326 }));
    await expect(api(fetchImpl).dailyWord()).resolves.toEqual({ gameNumber: 326 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requestOf(fetchImpl).init.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out when the headers arrived but the body never finishes', async () => {
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"game_'));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const settled = expect(api(fetchImpl).dailyWord()).rejects.toThrow(
      'The server took too long to answer. Please try again.',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
  });

  it('uses a custom timeout', async () => {
    const fetchImpl = fetchUntilAborted();
    const call = createGameApi({
      occasionalCalls,
      timeZone: () => 'UTC',
      fetch: fetchImpl,
      timeoutMs: 5_000,
    }).checkGuess('CRANES', 1);
    const settled = expect(call).rejects.toThrow('The server took too long to answer. Please try again.');
    await vi.advanceTimersByTimeAsync(5_000);
    await settled;
  });
});

describe('malformed successful answers', () => {
  it.each([
    ['no game_number', {}],
    ['game_number as a string', { game_number: '326' }],
    ['game_number 0', { game_number: 0 }],
    ['game_number negative', { game_number: -4 }],
    ['game_number as a float', { game_number: 3.5 }],
    ['an array', [326]],
    ['null', null],
  ])('dailyWord throws for %s', async (_label, body) => {
    const error = await failure(api(fetchReturning(json(body))).dailyWord());
    expect(error.message).toBe('Unexpected answer from the server');
    expect(consoleError).toHaveBeenCalled();
  });

  it.each([
    ['a five-result evaluation', { evaluation: EVALUATION.slice(0, 5), is_winner: false }],
    ['a seven-result evaluation', { evaluation: [...EVALUATION, 'absent'], is_winner: false }],
    ['an unknown result', { evaluation: [...EVALUATION.slice(0, 5), 'green'], is_winner: false }],
    ['no evaluation', { is_winner: false }],
    ['is_winner as a string', { evaluation: EVALUATION, is_winner: 'false' }],
    ['is_winner missing', { evaluation: EVALUATION }],
  ])('checkGuess throws for %s', async (_label, body) => {
    const error = await failure(api(fetchReturning(json(body))).checkGuess('CRANES', 326));
    expect(error.message).toBe('Unexpected answer from the server');
    expect(consoleError).toHaveBeenCalled();
  });

  it('throws when the success body is not JSON', async () => {
    const fetchImpl = fetchReturning(new Response('OK', { status: 200 }));
    const error = await failure(api(fetchImpl).dailyWord());
    expect(error.message).toBe('Unexpected answer from the server');
    expect(consoleError).toHaveBeenCalledWith('GET /daily-word failed', error);
  });
});

describe('the archive, challenges and transfers', () => {
  it('reads the archive list, and refuses one of the wrong shape', async () => {
    const reply = {
      today: { game_number: 3, date: '2025-07-02' },
      games: [
        { game_number: 2, date: '2025-07-01' },
        { game_number: 1, date: '2025-06-30' },
      ],
    };
    const fetchImpl = fetchReturning(json(reply));
    expect(await api(fetchImpl).archive()).toEqual({
      today: { gameNumber: 3, date: '2025-07-02' },
      games: [
        { gameNumber: 2, date: '2025-07-01' },
        { gameNumber: 1, date: '2025-06-30' },
      ],
    });
    expect(requestOf(fetchImpl).url).toBe('/api/archive?timezone=Europe%2FParis');
    await failure(api(fetchReturning(json({ ...reply, games: [{ game_number: 0, date: 'x' }] }))).archive());
  });

  it('sends archive and challenge guesses to their own routes, with the history', async () => {
    const reply = { evaluation: EVALUATION, is_winner: false, proof: 'abc' };
    const archive = fetchReturning(json(reply));
    await api(archive).checkArchiveGuess('PLANET', 12, { previousGuesses: ['STRIPE'], proof: 'p1' });
    expect(requestOf(archive).url).toBe('/api/archive/check-guess');
    expect(JSON.parse(requestOf(archive).init.body as string)).toEqual({
      guess: 'PLANET',
      game_number: 12,
      previous_guesses: ['STRIPE'],
      proof: 'p1',
      timezone: 'Europe/Paris',
    });
    const challenge = fetchReturning(json(reply));
    expect(await api(challenge).checkChallengeGuess('AbCdEfGhIjKlMnOpQrSt_-', 'PLANET')).toEqual({
      evaluation: EVALUATION,
      isWinner: false,
      word: null,
      proof: 'abc',
    });
    expect(requestOf(challenge).url).toBe('/api/challenges/AbCdEfGhIjKlMnOpQrSt_-/check-guess');
  });

  it('hands back the server’s texts for an unknown challenge and a used transfer code', async () => {
    const unknown = await failure(api(fetchReturning(json({ error: 'No such challenge' }, 404))).challenge('x'));
    expect(unknown.status).toBe(404);
    const used = await failure(
      api(fetchReturning(json({ error: 'This transfer code has already been used' }, 410))).claimTransfer('7KQ2M'),
    );
    expect(submitErrorText(used)).toBe('This transfer code has already been used');
    expect(consoleError).toHaveBeenCalled();
  });

  it('creates a challenge and a transfer code', async () => {
    const challenge = fetchReturning(json({ id: 'AbCdEfGhIjKlMnOpQrSt_-', sender_token: 'S'.repeat(43) }, 201));
    expect(await api(challenge).createChallenge('planet')).toEqual({
      id: 'AbCdEfGhIjKlMnOpQrSt_-',
      senderToken: 'S'.repeat(43),
    });
    const transfer = fetchReturning(json({ code: '7KQ2M-9XH4B', expires_at: '2026-11-23T10:10:00.000Z' }, 201));
    expect(await api(transfer).createTransfer({ version: 1 })).toEqual({
      code: '7KQ2M-9XH4B',
      expiresAt: '2026-11-23T10:10:00.000Z',
    });
    expect(JSON.parse(requestOf(transfer).init.body as string)).toEqual({
      payload: { version: 1 },
      timezone: 'Europe/Paris',
    });
  });
});

describe('how friends did with a challenge', () => {
  const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
  const TOKEN = 'S'.repeat(43);
  const results = {
    id: ID,
    players: 3,
    solved: 2,
    distribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1, '6': 0, '7': 0, X: 1 },
    named: [{ name: 'Ann', won: true, guesses: 3 }],
  };

  it("reads them with the sender's token in a Bearer header, never in the address", async () => {
    const fetchImpl = fetchReturning(json(results));
    expect(await api(fetchImpl).challengeResults(ID, TOKEN)).toEqual(results);
    const { url, init } = requestOf(fetchImpl);
    expect(url).toBe(`/api/challenges/${ID}/results?timezone=Europe%2FParis`);
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('refuses a reply of another shape', async () => {
    for (const wrong of [
      { ...results, id: 'another' },
      { ...results, solved: 4 },
      { ...results, distribution: { ...results.distribution, X: -1 } },
      { ...results, named: [{ name: '', won: true, guesses: 3 }] },
      { ...results, named: [{ name: 'Ann', won: true, guesses: 8 }] },
      { ...results, named: null },
    ])
      expect((await failure(api(fetchReturning(json(wrong))).challengeResults(ID, TOKEN))).message).toMatch(
        /unexpected|reply/i,
      );
  });

  it("tells a friend's result with the whole game's proof, and a name only when one is given", async () => {
    const named = fetchReturning(json({ won: true, guesses: 2 }, 201));
    await api(named).tellChallengeResult(ID, { previousGuesses: ['STREAM', 'SILVER'], proof: 'p' }, 'Ann');
    expect(requestOf(named).url).toBe(`/api/challenges/${ID}/results`);
    expect(JSON.parse(requestOf(named).init.body as string)).toEqual({
      guesses: ['STREAM', 'SILVER'],
      proof: 'p',
      name: 'Ann',
      timezone: 'Europe/Paris',
    });
    const unnamed = fetchReturning(json({ won: true, guesses: 2 }, 201));
    await api(unnamed).tellChallengeResult(ID, { previousGuesses: ['SILVER'], proof: 'p' }, null);
    expect(JSON.parse(requestOf(unnamed).init.body as string)).not.toHaveProperty('name');
  });
});

describe("the day's figures", () => {
  const FIGURES = {
    game_number: 326,
    date: '2026-11-29',
    players: 3,
    won: 2,
    distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 0, 6: 0, 7: 0, X: 1 },
    average_guesses: 3.5,
    openers: [],
  };

  it('GET /api/stats/daily/:game_number carries the time zone and is read', async () => {
    const fetchImpl = fetchReturning(json(FIGURES));
    const stats = await api(fetchImpl).dailyStats(326);

    const { url, init } = requestOf(fetchImpl);
    expect(url).toBe('/api/stats/daily/326?timezone=Europe%2FParis');
    expect(init.method).toBe('GET');
    expect(stats).toMatchObject({ gameNumber: 326, players: 3, won: 2, averageGuesses: 3.5, openers: [] });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does not log the failures the statistics tell the player about: a game not found, a lost connection', async () => {
    const notFound = fetchReturning(json({ error: 'Game 327 has not started', code: 'game_not_found' }, 404));
    const refused = await failure(api(notFound).dailyStats(327));
    expect(refused).toMatchObject({ status: 404, code: 'game_not_found' });

    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(api(offline).dailyStats(326))).status).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses and logs a reply of another shape, or of another game', async () => {
    await failure(api(fetchReturning(json({ ...FIGURES, players: 4 }))).dailyStats(326));
    expect(consoleError).toHaveBeenCalledTimes(1);
    await failure(api(fetchReturning(json(FIGURES))).dailyStats(325));
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
