import { memoryStore } from '../../../test/support/memory-store';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { GameApi, GuessCheck } from '../../api/game-api';
import {
  HARD_MODE_ERROR_MS,
  LENGTH_ERROR_MS,
  MISMATCH_RELOAD_MS,
  NEW_PUZZLE_MESSAGE_MS,
  NOT_IN_WORD_LIST_MS,
  REVEAL_DURATION_MS,
  SUBMIT_ERROR_MS,
} from '../../rules/constants';
import type { LetterResult } from '../../rules/evaluation';
import { freshGame } from '../../rules/saved-game';
import { isStatistics } from '../../rules/statistics';
import { readEntry, STORAGE_KEYS } from '../../platform/storage';
import { gameReducer, savedPart, initialModel, type GameAction, type GameModel } from '../game-reducer';
import {
  afterRollover,
  dayLoader,
  isBusy,
  keyWaits,
  messageTimer,
  MESSAGES,
  opening,
  revealTimer,
  rollover,
  runSession,
  toSave,
  type Effect,
} from './session';
import { SIDE_STRATEGIES } from './side-strategies';
import { loadStrategy, strategyFor } from './strategies';
import { submitGuess, SUBMIT_MESSAGES } from './submit';

const DATE = '2026-03-01';
const WRONG: LetterResult[] = ['absent', 'present', 'absent', 'absent', 'correct', 'absent'];
const RIGHT: LetterResult[] = Array<LetterResult>(6).fill('correct');
const daily = strategyFor({ kind: 'daily' });
await loadStrategy({ kind: 'archive', gameNumber: 12 }, () => Promise.resolve(SIDE_STRATEGIES));
await loadStrategy({ kind: 'challenge', id: 'abcdefghijklmnopqrstuv' }, () => Promise.resolve(SIDE_STRATEGIES));
const archive = strategyFor({ kind: 'archive', gameNumber: 12 });
const challenge = strategyFor({ kind: 'challenge', id: 'abcdefghijklmnopqrstuv' });

/** Recording needs no server: any call fails the test. */
const unusedApi = new Proxy({} as GameApi, {
  get: (_target, name) => {
    throw new Error(`the recording called the API (${String(name)})`);
  },
});

const withGuess = (guess: string, over: Partial<GameModel> = {}): GameModel => ({
  ...initialModel(freshGame(DATE, 5)),
  currentGuess: guess,
  ...over,
});
const check = (over: Partial<GuessCheck> = {}): GuessCheck => ({
  evaluation: WRONG,
  isWinner: false,
  word: null,
  proof: null,
  ...over,
});

/** Runs a session against fake answers, recording its effects (dispatches as their actions). */
async function play(game: GameModel, answers: Partial<Record<Effect['type'], unknown>>, options = {}) {
  const effects: Effect[] = [];
  let model = game;
  const context = { strategy: daily, hardMode: false, current: () => model, ...options };
  await runSession(submitGuess(game, context), (effect) => {
    effects.push(effect);
    if (effect.type === 'dispatch') model = gameReducer(model, effect.action);
    const answer = answers[effect.type];
    return typeof answer === 'function' ? (answer as () => unknown)() : answer;
  });
  return { effects, model, actions: effects.flatMap((e) => (e.type === 'dispatch' ? [e.action] : [])) };
}

describe('submitGuess', () => {
  it('rejects a short guess without asking the server', async () => {
    const { effects } = await play(withGuess('PLAN'), {});
    expect(effects).toEqual([
      {
        type: 'dispatch',
        action: { type: 'rejected', text: SUBMIT_MESSAGES.notEnoughLetters, durationMs: LENGTH_ERROR_MS },
      },
    ]);
  });

  it('rejects a guess breaking hard mode', async () => {
    const game = withGuess('GARDEN', { guesses: ['PLANET'], evaluations: [RIGHT], revealedRows: 1 });
    const { actions } = await play(game, {}, { hardMode: true });
    expect(actions).toEqual([expect.objectContaining({ type: 'rejected', durationMs: HARD_MODE_ERROR_MS })]);
  });

  it('judges with one request on the strategy, and lands the result', async () => {
    const { effects, model } = await play(withGuess('PLANET'), { judge: check({ proof: 'p' }) });
    expect(effects.map((e) => e.type)).toEqual(['dispatch', 'judge', 'dispatch']);
    expect(effects[1]).toEqual({
      type: 'judge',
      guess: 'PLANET',
      gameNumber: 5,
      history: { previousGuesses: [], proof: null },
    });
    expect(model.guesses).toEqual(['PLANET']);
    expect(model.isLoading).toBe(false);
  });

  it("drops a reply when the board was replaced meanwhile (another tab's game): it lands on no other", async () => {
    let model = withGuess('PLANET');
    const effects: Effect[] = [];
    await runSession(submitGuess(model, { strategy: daily, hardMode: false, current: () => model }), (effect) => {
      effects.push(effect);
      if (effect.type === 'dispatch') model = gameReducer(model, effect.action);
      if (effect.type !== 'judge') return undefined;
      // While the guess is checked, the page takes another tab's board.
      model = gameReducer(model, { type: 'savedGameAdopted', saved: savedPart(withGuess('', { guesses: [] })) });
      return check({ proof: 'p' });
    });
    expect(model.guesses).toEqual([]);
    expect(model.isLoading).toBe(false);
    expect(effects.at(-1)).toEqual({ type: 'dispatch', action: { type: 'loadingFinished' } });
  });

  it('a word the judge refuses as not in the list is no guess: it shakes, and goes with its message', async () => {
    const refused = new ApiError(422, 'Any text', 'Request failed (422)', 'not_in_word_list');
    const { actions, model } = await play(withGuess('QQQQQQ'), { judge: () => Promise.reject(refused) });
    expect(actions).toEqual([
      { type: 'loadingStarted' },
      { type: 'loadingFinished' },
      {
        type: 'rejected',
        text: SUBMIT_MESSAGES.notInWordList,
        durationMs: NOT_IN_WORD_LIST_MS,
        clearsGuess: true,
      },
    ]);
    expect(model.guesses).toEqual([]);
    expect(model.rejections).toBe(1);
    expect(model.currentGuess).toBe('QQQQQQ');
  });

  it('the text alone does not make a refusal: without its code it is an ordinary failure', async () => {
    const plain = new ApiError(422, SUBMIT_MESSAGES.notInWordList, 'Request failed (422)');
    const { actions } = await play(withGuess('QQQQQQ'), { judge: () => Promise.reject(plain) });
    expect(actions.at(-1)).toEqual({
      type: 'messageShown',
      text: SUBMIT_MESSAGES.notInWordList,
      durationMs: SUBMIT_ERROR_MS,
    });
  });

  it("waits for the day's game number when it is not confirmed, as a guess on its way, and stops when it failed", async () => {
    const game = withGuess('PLANET', { gameNumber: null, gameNumberConfirmed: false });
    const loaded = await play(game, { loadDay: Promise.resolve(7), judge: check() });
    expect(loaded.effects.slice(0, 2)).toEqual([
      { type: 'dispatch', action: { type: 'loadingStarted' } },
      { type: 'loadDay', date: DATE },
    ]);
    expect(loaded.effects.find((e) => e.type === 'judge')).toMatchObject({ gameNumber: 7 });
    const failed = await play(game, { loadDay: Promise.resolve(null) });
    expect(failed.effects).toEqual([
      { type: 'dispatch', action: { type: 'loadingStarted' } },
      { type: 'loadDay', date: DATE },
      { type: 'dispatch', action: { type: 'loadingFinished' } },
    ]);
    expect(failed.model.isLoading).toBe(false);
  });

  it('side games never wait for the day', async () => {
    const game = withGuess('PLANET', { gameNumber: null, gameNumberConfirmed: false });
    const { effects } = await play(game, { judge: check() }, { strategy: challenge });
    expect(effects.map((e) => e.type)).not.toContain('loadDay');
  });

  it('records a finished game in the statistics before its end, only when its strategy counts it', async () => {
    const win = { judge: check({ isWinner: true, evaluation: RIGHT }) };
    const counted = await play(withGuess('PLANET'), win);
    const [record, over] = counted.effects.slice(-2);
    expect(over).toEqual({ type: 'gameOver' });
    if (record?.type !== 'ask') throw new Error(`expected the recording, got ${record?.type}`);
    const store = memoryStore();
    await record.request(unusedApi, store);
    expect(readEntry(store, STORAGE_KEYS.statistics, isStatistics)).toMatchObject({
      gamesPlayed: 1,
      gamesWon: 1,
      lastGameNumber: 5,
      lastPlayedDate: DATE,
      guessDistribution: [1, 0, 0, 0, 0, 0, 0],
    });
    const side = await play(withGuess('PLANET'), win, { strategy: archive });
    expect(side.effects.map((e) => e.type).slice(-2)).toEqual(['dispatch', 'gameOver']);
  });

  it('a game going on reports nothing', async () => {
    const { effects } = await play(withGuess('PLANET'), { judge: check() });
    expect(effects.map((e) => e.type)).not.toContain('gameOver');
  });

  it('shows a failure, and reloads after a mismatch, forgetting the saved game', async () => {
    const mismatch = new ApiError(409, 'Game mismatch', 'mismatch', 'game_number_mismatch');
    const failed = await play(withGuess('PLANET'), { judge: () => Promise.reject(mismatch) });
    const types = failed.effects.map((e) => (e.type === 'dispatch' ? e.action.type : e.type));
    expect(types.slice(-4)).toEqual(['loadingFinished', 'messageShown', 'forgetSavedGame', 'reload']);
    expect(failed.effects.at(-1)).toEqual({ type: 'reload', afterMs: MISMATCH_RELOAD_MS });
    expect(failed.model.message?.text).toBe(SUBMIT_MESSAGES.outOfSync);

    const other = await play(withGuess('PLANET'), { judge: () => Promise.reject(new Error('boom')) });
    expect(other.effects.map((e) => e.type)).not.toContain('reload');
    expect(other.model.isLoading).toBe(false);
  });

  it('drops the reply once a new day has started', async () => {
    const game = withGuess('PLANET');
    let model = game;
    const effects: Effect[] = [];
    await runSession(submitGuess(game, { strategy: daily, hardMode: false, current: () => model }), (effect) => {
      effects.push(effect);
      if (effect.type === 'judge') model = gameReducer(model, { type: 'newDay', date: '2026-03-02' });
      return effect.type === 'judge' ? check() : undefined;
    });
    expect(effects.at(-1)).toEqual({
      type: 'dispatch',
      action: { type: 'messageShown', text: MESSAGES.newPuzzle, durationMs: NEW_PUZZLE_MESSAGE_MS },
    });
  });
});

describe('rollover and opening', () => {
  const game = initialModel(freshGame(DATE, 5));

  it("starts the new day's game only for a game that rolls over, and only on a new date", () => {
    expect(rollover(daily, game, DATE)).toEqual([]);
    expect(rollover(archive, game, '2026-03-02')).toEqual([]);
    expect(rollover(daily, game, '2026-03-02')).toEqual([
      { type: 'dispatch', action: { type: 'newDay', date: '2026-03-02' } },
      { type: 'startDay', date: '2026-03-02' },
    ]);
  });

  it('tells a player whose typed guess was not sent', () => {
    expect(afterRollover(game)).toEqual([]);
    expect(afterRollover({ ...game, currentGuess: 'PLA' })).toHaveLength(1);
  });

  it("fetches the day's number on opening only when it is unknown, for today's game", () => {
    const unknown = initialModel(freshGame(DATE, null));
    expect(opening(daily, unknown)).toEqual([{ type: 'startDay', date: DATE }]);
    expect(opening(daily, game)).toEqual([]);
    expect(opening(challenge, unknown)).toEqual([]);
  });
});

describe('dayLoader', () => {
  it('asks once per date, and dispatches the number', async () => {
    const sent: GameAction[] = [];
    let calls = 0;
    const load = dayLoader(
      () => (calls++, Promise.resolve({ gameNumber: 9 })),
      (action) => sent.push(action),
      () => false,
    );
    const [a, b] = [load(DATE), load(DATE)];
    expect(a).toBe(b);
    expect(await a).toBe(9);
    expect(calls).toBe(1);
    expect(sent).toEqual([{ type: 'dayLoadingStarted' }, { type: 'gameNumberLoaded', date: DATE, gameNumber: 9 }]);
  });

  it('says why the day could not be loaded, offline or not', async () => {
    const sent: GameAction[] = [];
    const load = dayLoader(
      () => Promise.reject(new Error('down')),
      (action) => sent.push(action),
      () => true,
    );
    expect(await load(DATE)).toBeNull();
    expect(sent.at(-1)).toEqual({ type: 'messageShown', text: MESSAGES.loadFailedOffline, durationMs: null });
  });
});

describe('what the caller keeps and times', () => {
  it('saves nothing while a new day has no confirmed number', () => {
    const game = initialModel(freshGame(DATE, 5));
    expect(toSave({ ...game, gameNumberConfirmed: false })).toBeNull();
    expect(toSave(game)).toMatchObject({ date: DATE, gameNumber: 5 });
  });

  it('times a message by its id, and a reveal by the rows flipping', () => {
    let game = initialModel(freshGame(DATE, 5));
    expect(messageTimer(game)).toBeNull();
    game = gameReducer(game, { type: 'rejected', text: 'x', durationMs: 2000 });
    expect(messageTimer(game)).toMatchObject({ afterMs: 2000, action: { type: 'messageExpired', id: 1 } });
    const typedAfter = gameReducer(game, { type: 'typed', letter: 'a' });
    expect(messageTimer(typedAfter)?.key).toBe(messageTimer(game)?.key);

    expect(revealTimer(game, false)).toBeNull();
    const guessed = { ...game, guesses: ['PLANET'], evaluations: [WRONG] };
    expect(revealTimer(guessed, false)).toMatchObject({
      afterMs: REVEAL_DURATION_MS,
      action: { type: 'revealEnded', rows: 1 },
    });
    expect(revealTimer(guessed, true)?.afterMs).toBe(0);
    expect(isBusy(guessed)).toBe(true);
    expect(isBusy(game)).toBe(false);
  });
});

describe('keyWaits', () => {
  const game = initialModel(freshGame(DATE, 5));
  const refused = gameReducer(
    { ...game, currentGuess: 'QQQQQQ' },
    { type: 'rejected', text: 'Not in word list', durationMs: 1500, clearsGuess: true },
  );

  it('keeps a key for later while a guess is on its way or its row flips', () => {
    expect(keyWaits(game)).toBeFalsy();
    expect(keyWaits({ ...game, isLoading: true })).toBe(true);
    expect(keyWaits({ ...game, guesses: ['PLANET'], evaluations: [WRONG] })).toBe(true);
    expect(keyWaits({ ...game, guesses: ['PLANET'], evaluations: [WRONG], revealedRows: 1 })).toBeFalsy();
  });

  it("keeps a key that waited already for the row 'Not in word list' empties; a new key edits the refused row", () => {
    expect(keyWaits(refused, true)).toBe(true);
    expect(keyWaits(refused)).toBeFalsy();
    expect(keyWaits(gameReducer(refused, { type: 'messageExpired', id: 1 }), true)).toBeFalsy();
    // Other messages leave the row as it is: a waiting key goes on with it at once.
    const short = gameReducer(game, { type: 'rejected', text: 'Not enough letters', durationMs: 2000 });
    expect(keyWaits(short, true)).toBeFalsy();
  });

  it('keeps nothing once the game is over: a key then does nothing', () => {
    const won = { ...game, gameState: 'won' as const, guesses: ['PLANET'], evaluations: [RIGHT], isLoading: true };
    expect(keyWaits(won, true)).toBe(false);
    expect(isBusy(won)).toBe(true);
  });
});
