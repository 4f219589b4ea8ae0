import { memoryStore } from '../../../test/support/memory-store';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { GameApi, GuessCheck } from '../../api/game-api';
import type { LetterResult } from '../../rules/evaluation';
import { readPractice, writePractice } from '../../rules/practice';
import { readPracticeStatistics } from '../../rules/practice-statistics';
import { freshGame, type SavedGame } from '../../rules/saved-game';
import type { KeyValueStore } from '../../platform/storage';
import { gameReducer, initialModel, type GameModel } from '../game-reducer';
import type { Effect } from './effects';
import type { LinkStatus } from './link-status';
import { PRACTICE_START_FAILED, PRACTICE_TOO_MANY, practiceStartFailure } from './practice-strategy';
import { runSession } from './session';
import { SIDE_STRATEGIES } from './side-strategies';
import { loadStrategy, strategyFor } from './strategies';

const DATE = '2026-03-01';
const ID = 'p'.repeat(64);
const WRONG: LetterResult[] = ['absent', 'present', 'absent', 'absent', 'correct', 'absent'];
await loadStrategy({ kind: 'practice' }, () => Promise.resolve(SIDE_STRATEGIES));
const practice = strategyFor({ kind: 'practice' });

const played = (guesses = ['POSTAL'], proof = 'proof-1'): SavedGame => ({
  ...freshGame(DATE, null),
  guesses,
  evaluations: guesses.map(() => WRONG),
  proof,
});
const history = { previousGuesses: [], proof: null };

/** Runs a strategy's steps against a model, as use-game.ts does: the model follows each dispatch. */
async function run(
  steps: Generator<Effect, void, unknown>,
  model: GameModel,
  api: Partial<GameApi>,
  store: KeyValueStore,
) {
  const effects: Effect[] = [];
  let current = model;
  await runSession(steps, (effect) => {
    effects.push(effect);
    if (effect.type === 'dispatch') current = gameReducer(current, effect.action);
    if (effect.type === 'ask') return effect.request(api as GameApi, store);
    return undefined;
  });
  return { effects, model: current };
}

describe('practice', () => {
  it('is its own kind: never counted in the daily statistics, unnumbered, kept across midnight, titled practice', () => {
    expect(practice.countsInStatistics).toBe(false);
    expect(practice.numbered).toBe(false);
    expect(practice.rollsOverAtMidnight).toBe(false);
    expect(practice.loadsDay).toBe(false);
    expect(practice.title({ state: 'playable', date: null })).toBe('Practice game');
    expect(practice.shareSource('https://hexle.example/')).toEqual({
      label: 'practice',
      link: 'https://hexle.example/?practice',
    });
  });

  it('starts a game on the server when none is kept, once for two checks at the same time', async () => {
    const store = memoryStore();
    const startPractice = vi.fn(() => Promise.resolve(ID));
    const statuses: LinkStatus[] = [];
    practice.checkLink({ startPractice } as unknown as GameApi, (s) => statuses.push(s), store);
    practice.checkLink({ startPractice } as unknown as GameApi, (s) => statuses.push(s), store);
    await vi.waitFor(() => expect(statuses).toHaveLength(2));
    expect(startPractice).toHaveBeenCalledTimes(1);
    // A browser that finished no practice game sends none.
    expect(startPractice).toHaveBeenCalledWith('');
    expect(statuses).toEqual([
      { state: 'playable', date: null },
      { state: 'playable', date: null },
    ]);
    expect(readPractice(store)).toEqual({ id: ID });
    // A kept game is played on: no new one.
    practice.checkLink({ startPractice } as unknown as GameApi, (s) => statuses.push(s), store);
    expect(startPractice).toHaveBeenCalledTimes(1);
  });

  it('says why a game could not be started', () => {
    expect(practiceStartFailure(new ApiError(429, 'Too many requests', 'x', 'rate_limited'))).toBe(PRACTICE_TOO_MANY);
    expect(practiceStartFailure(new ApiError(409, 'Practice is not available yet.', 'x'))).toBe(
      'Practice is not available yet.',
    );
    expect(practiceStartFailure(new ApiError(null, null, ''))).toBe(PRACTICE_START_FAILED);
  });

  it('keeps its board under its id, and counts its end once in practice statistics only', () => {
    const store = memoryStore();
    expect(practice.startingGame(store, DATE)).toEqual(freshGame(DATE, null));
    practice.save(store, played());
    expect(readPractice(store)).toBeNull();
    writePractice(store, { id: ID });
    practice.save(store, played());
    expect(practice.startingGame(store, DATE).guesses).toEqual(['POSTAL']);
    const won: SavedGame = {
      ...freshGame(DATE, null),
      guesses: ['POSTAL', 'PLANET'],
      evaluations: [WRONG, Array<LetterResult>(6).fill('correct')],
      gameState: 'won',
      targetWord: 'PLANET',
    };
    practice.save(store, won);
    practice.save(store, won);
    expect(readPracticeStatistics(store)).toEqual({
      gamesPlayed: 1,
      gamesWon: 1,
      guessDistribution: [0, 1, 0, 0, 0, 0, 0],
      finished: 'PLANET',
    });
    expect(store.getItem('hexle.statistics')).toBeNull();
    expect(store.getItem('hexle.gameState')).toBeNull();
  });

  it('judges on its own route with the kept id; an id the server refuses for good is forgotten', async () => {
    const store = memoryStore();
    writePractice(store, { id: ID });
    const check: GuessCheck = { evaluation: WRONG, isWinner: false, word: null, proof: null };
    const checkPracticeGuess = vi.fn(() => Promise.resolve(check));
    await practice.judge({ checkPracticeGuess } as unknown as GameApi, 'PLANET', null, history, store);
    expect(checkPracticeGuess).toHaveBeenCalledWith(ID, 'PLANET', history);
    const expired = new ApiError(410, 'This practice game has expired', 'x', 'practice_expired');
    const refusing = { checkPracticeGuess: () => Promise.reject(expired) } as unknown as GameApi;
    await expect(practice.judge(refusing, 'PLANET', null, history, store)).rejects.toBe(expired);
    expect(readPractice(store)).toBeNull();
  });

  it('gives up after a guess: the word and meaning from the server end the game as a loss', async () => {
    const store = memoryStore();
    writePractice(store, { id: ID });
    const meaning = { part_of_speech: 'noun', glosses: ['a celestial body'] };
    const givePracticeUp = vi.fn(() => Promise.resolve({ word: 'PLANET', meaning }));
    const { effects, model } = await run(
      practice.giveUp!(initialModel(played())),
      initialModel(played()),
      { givePracticeUp },
      store,
    );
    expect(givePracticeUp).toHaveBeenCalledWith(ID, { previousGuesses: ['POSTAL'], proof: 'proof-1' });
    expect(model).toMatchObject({ gameState: 'lost', targetWord: 'PLANET', meaning, isLoading: false });
    // The proof the give-up was sent with is kept apart: the game's analysis sends it again.
    expect(model.proof).toBeUndefined();
    expect(model.analysisProof).toBe('proof-1');
    expect(practice.analysisSubject(model, store)).toEqual({ kind: 'practice', id: ID, gave_up: true });
    // A game won before its seventh guess was not given up.
    const won = { ...model, gameState: 'won' as const };
    expect(practice.analysisSubject(won, store)).toEqual({ kind: 'practice', id: ID, gave_up: false });
    expect(model.message?.text).toBe('The word was PLANET');
    expect(effects.at(-1)).toEqual({ type: 'gameOver' });
  });

  it('never gives up before a guess, and shows why when the server refuses', async () => {
    const givePracticeUp = vi.fn();
    const fresh = initialModel(freshGame(DATE, null));
    expect((await run(practice.giveUp!(fresh), fresh, { givePracticeUp }, memoryStore())).effects).toEqual([]);
    const refused = new ApiError(422, "Can't give up this game", 'x', 'give_up_unproven');
    const { model } = await run(
      practice.giveUp!(initialModel(played())),
      initialModel(played()),
      { givePracticeUp: () => Promise.reject(refused) },
      memoryStore(),
    );
    expect(model).toMatchObject({ gameState: 'playing', isLoading: false });
    expect(model.message?.text).toBe("Can't give up this game");
  });

  it('sends the practice words this browser finished when it starts a game, so the server draws another', async () => {
    const store = memoryStore();
    writePractice(store, { id: ID });
    const won: SavedGame = {
      ...freshGame(DATE, null),
      guesses: ['PLANET'],
      evaluations: [Array<LetterResult>(6).fill('correct')],
      gameState: 'won',
      targetWord: 'PLANET',
    };
    practice.save(store, won);
    const ended = initialModel(won);
    const startPractice = vi.fn(() => Promise.resolve('n'.repeat(64)));
    await run(practice.nextGame!(ended), ended, { startPractice }, store);
    expect(startPractice).toHaveBeenCalledWith('PLANET');
  });

  it('starts the next game once one has ended: a new id and an empty board; a refusal says why', async () => {
    const store = memoryStore();
    writePractice(store, { id: ID });
    const ended = initialModel({
      ...played(Array(7).fill('POSTAL') as string[], undefined),
      gameState: 'lost',
    });
    delete ended.proof;
    const next = 'n'.repeat(64);
    const { model } = await run(
      practice.nextGame!(ended),
      ended,
      { startPractice: () => Promise.resolve(next) },
      store,
    );
    expect(model.guesses).toEqual([]);
    expect(model.gameState).toBe('playing');
    expect(readPractice(store)?.id).toBe(next);

    const tooMany = new ApiError(429, 'Too many requests', 'x', 'rate_limited');
    const refused = await run(
      practice.nextGame!(ended),
      ended,
      { startPractice: () => Promise.reject(tooMany) },
      store,
    );
    expect(refused.model.guesses).toHaveLength(7);
    expect(refused.model.message?.text).toBe(PRACTICE_TOO_MANY);
    expect(readPractice(store)?.id).toBe(next);
  });

  it('follows another tab: its next game replaces this board, which is never kept under the new id', () => {
    const store = memoryStore();
    writePractice(store, { id: ID, game: played() });
    expect(practice.startingGame(store, DATE).guesses).toEqual(['POSTAL']);
    // The same game, further on in the other tab: taken.
    const further = played(['POSTAL', 'GARDEN'], 'proof-2');
    writePractice(store, { id: ID, game: further });
    expect(practice.newerFromOtherTab(store, played(), DATE)).toEqual(further);
    // The other tab has started the next game: this tab takes its empty board, and does not write
    // its own old one under the new id.
    const next = 'n'.repeat(64);
    writePractice(store, { id: next });
    expect(practice.save(store, further)).toEqual(freshGame(DATE, null));
    expect(readPractice(store)).toEqual({ id: next });
    expect(practice.newerFromOtherTab(store, freshGame(DATE, null), DATE)).toBeNull();
    expect(practice.keptUnder).toBe('hexle.practiceGame');
  });

  it('follows a give-up in another tab: the ended game stays ended, never played on under the same id', () => {
    const store = memoryStore();
    writePractice(store, { id: ID, game: played() });
    expect(practice.startingGame(store, DATE).guesses).toEqual(['POSTAL']);
    const givenUp: SavedGame = { ...played(), gameState: 'lost', targetWord: 'PLANET' };
    delete givenUp.proof;
    writePractice(store, { id: ID, game: givenUp, recorded: true });
    expect(practice.newerFromOtherTab(store, played(), DATE)).toEqual(givenUp);
    // This tab's board in play is not written over the ended one.
    expect(practice.save(store, played(['POSTAL', 'GARDEN'], 'proof-2'))).toEqual(givenUp);
    expect(readPractice(store)?.game).toEqual(givenUp);
  });
});
