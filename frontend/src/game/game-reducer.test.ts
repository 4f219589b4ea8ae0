import { describe, expect, it } from 'vitest';
import { MAX_GUESSES, WIN_WORD_MS } from '../rules/constants';
import type { LetterResult } from '../rules/evaluation';
import { freshGame, type SavedGame } from '../rules/saved-game';
import { winWord } from '../rules/win-words';
import { gameReducer, initialModel, lossRevealText, savedPart, type GameAction, type GameModel } from './game-reducer';

const DATE = '2026-03-01';
const WRONG: LetterResult[] = ['absent', 'present', 'absent', 'absent', 'correct', 'absent'];
const RIGHT: LetterResult[] = Array<LetterResult>(6).fill('correct');

const run = (model: GameModel, ...actions: GameAction[]) => actions.reduce(gameReducer, model);
const fresh = (gameNumber: number | null = 5) => initialModel(freshGame(DATE, gameNumber));
const typed = (word: string): GameAction[] => [...word].map((letter) => ({ type: 'typed', letter }));
const checked = (guess: string, over: Partial<Extract<GameAction, { type: 'guessChecked' }>> = {}): GameAction => ({
  type: 'guessChecked',
  date: DATE,
  guess,
  evaluation: WRONG,
  isWinner: false,
  word: null,
  proof: null,
  hardMode: false,
  ...over,
});
const saved = (over: Partial<SavedGame> = {}): SavedGame => ({ ...freshGame(DATE, 5), ...over });

describe('initialModel', () => {
  it('starts idle, with every saved row revealed and the game number confirmed when known', () => {
    const model = initialModel(saved({ guesses: ['PLANET'], evaluations: [WRONG] }));
    expect(model).toMatchObject({ currentGuess: '', isLoading: false, revealedRows: 1, message: null });
    expect(model.gameNumberConfirmed).toBe(true);
    expect(fresh(null).gameNumberConfirmed).toBe(false);
  });

  it('shows the answer of a lost game the server revealed, and stays', () => {
    const model = initialModel(saved({ gameState: 'lost', targetWord: 'GARDEN' }));
    expect(model.message).toMatchObject({ text: lossRevealText('GARDEN'), durationMs: null });
    expect(initialModel(saved({ gameState: 'lost', targetWord: null })).message).toBeNull();
  });
});

describe('typing and erasing', () => {
  it('takes letters up to the word length, in capitals, and erases the last', () => {
    const model = run(fresh(), ...typed('planetx'));
    expect(model.currentGuess).toBe('PLANET');
    expect(run(model, { type: 'erased' }).currentGuess).toBe('PLANE');
  });

  it('ignores input once the game is over, and erasing an empty guess', () => {
    const over = initialModel(
      saved({ gameState: 'won', guesses: ['PLANET'], evaluations: [RIGHT], targetWord: 'PLANET' }),
    );
    expect(run(over, ...typed('a'))).toBe(over);
    const empty = fresh();
    expect(run(empty, { type: 'erased' })).toBe(empty);
  });
});

describe('messages', () => {
  it('a rejection counts, and its message expires only by its own id', () => {
    const model = run(fresh(), { type: 'rejected', text: 'Not enough letters', durationMs: 2000 });
    expect(model.rejections).toBe(1);
    expect(model.message).toMatchObject({ id: 1, text: 'Not enough letters', durationMs: 2000 });
    expect(run(model, { type: 'messageExpired', id: 99 })).toBe(model);
    expect(run(model, { type: 'messageExpired', id: 1 }).message).toBeNull();
  });

  it('not-in-word-list empties the guess when it goes, unless the player edits meanwhile', () => {
    const rejected = run(fresh(), ...typed('qqqqqq'), {
      type: 'rejected',
      text: 'Not in word list',
      durationMs: 1500,
      clearsGuess: true,
    });
    expect(run(rejected, { type: 'messageExpired', id: 1 }).currentGuess).toBe('');
    const edited = run(rejected, { type: 'erased' }, { type: 'messageExpired', id: 1 });
    expect(edited.currentGuess).toBe('QQQQQ');
  });

  it('a shown message does not count as a rejection', () => {
    const model = run(fresh(), { type: 'messageShown', text: 'Hello', durationMs: null });
    expect(model.rejections).toBe(0);
    expect(model.message?.durationMs).toBeNull();
  });
});

describe('loading', () => {
  it('marks a guess and the day as loading, and ends them', () => {
    expect(run(fresh(), { type: 'loadingStarted' }).isLoading).toBe(true);
    expect(run(fresh(), { type: 'loadingStarted' }, { type: 'loadingFinished' }).isLoading).toBe(false);
    expect(run(fresh(), { type: 'dayLoadingStarted' }).dayLoading).toBe(true);
    expect(run(fresh(), { type: 'dayLoadingStarted' }, { type: 'dayLoadingFailed' }).dayLoading).toBe(false);
  });

  it('takes the game number of its own date only', () => {
    const start = run(fresh(null), { type: 'dayLoadingStarted' });
    const loaded = run(start, { type: 'gameNumberLoaded', date: DATE, gameNumber: 9 });
    expect(loaded).toMatchObject({ gameNumber: 9, gameNumberConfirmed: true, dayLoading: false });
    expect(run(start, { type: 'gameNumberLoaded', date: '2026-02-28', gameNumber: 9 })).toBe(start);
  });
});

describe('guessChecked', () => {
  it('adds the row, empties the guess, ends loading and keeps the proof', () => {
    const model = run(fresh(), ...typed('planet'), { type: 'loadingStarted' }, checked('PLANET', { proof: 'p1' }));
    expect(model).toMatchObject({ guesses: ['PLANET'], evaluations: [WRONG], currentGuess: '', isLoading: false });
    expect(model.proof).toBe('p1');
    expect(model.revealedRows).toBe(0);
    expect(run(model, checked('GARDEN')).proof).toBeUndefined();
  });

  it('wins with the word the server names, or the guess itself', () => {
    expect(run(fresh(), checked('PLANET', { isWinner: true, evaluation: RIGHT }))).toMatchObject({
      gameState: 'won',
      targetWord: 'PLANET',
    });
    expect(run(fresh(), checked('PLANET', { isWinner: true, word: 'PLANET', proof: 'p' })).proof).toBeUndefined();
  });

  it('keeps apart, once the game is over, the proof of its last reply (every guess): its analysis and leagues send it', () => {
    const proven = run(fresh(), checked('GARDEN', { proof: 'p1' }));
    const won = run(proven, checked('PLANET', { isWinner: true, evaluation: RIGHT, proof: 'p2' }));
    expect(won).toMatchObject({ gameState: 'won', analysisProof: 'p2' });
    expect(won.proof).toBeUndefined();
    expect(savedPart(won)).toMatchObject({ analysisProof: 'p2' });
    const sixWrong = Array.from({ length: MAX_GUESSES - 1 }, (_, index) => checked('GARDEN', { proof: `p${index}` }));
    const lost = run(fresh(), ...sixWrong, checked('PLANET', { word: 'MARKET', proof: 'end' }));
    expect(lost).toMatchObject({ gameState: 'lost', analysisProof: 'end' });
    expect(lost.proof).toBeUndefined();
  });

  it('keeps the proof the last guess was sent with when the last reply has none (a server of an earlier release)', () => {
    const proven = run(fresh(), checked('GARDEN', { proof: 'p1' }));
    const won = run(proven, checked('PLANET', { isWinner: true, evaluation: RIGHT }));
    expect(won).toMatchObject({ gameState: 'won', analysisProof: 'p1' });
    // In play, a reply without a proof has broken the chain: nothing is kept.
    expect(run(proven, checked('SILVER')).proof).toBeUndefined();
  });

  it('counts the boards taken from elsewhere, so a reply sent for one lands on no other', () => {
    const model = run(fresh(), checked('GARDEN', { proof: 'p1' }));
    expect(model.adoptions).toBe(0);
    const adopted = run(model, {
      type: 'savedGameAdopted',
      saved: { ...savedPart(model), guesses: [], evaluations: [] },
    });
    expect(adopted.adoptions).toBe(1);
  });

  it("drops the end of the game it replaces when the board it takes is in play (another tab's next game)", () => {
    const lost = initialModel({
      ...freshGame(DATE, null),
      guesses: ['GARDEN'],
      evaluations: [WRONG],
      gameState: 'lost',
    });
    const shown = { ...lost, message: { id: 1, text: 'The word was PLANET', durationMs: null, clearsGuess: false } };
    const next = run(shown, { type: 'savedGameAdopted', saved: freshGame(DATE, null) });
    expect(next.message).toBeNull();
  });

  it('loses with the last wrong guess, taking the revealed word', () => {
    const guesses = Array.from({ length: MAX_GUESSES - 1 }, () => checked('PLANET'));
    const model = run(fresh(), ...guesses, checked('GARDEN', { word: 'MARKET' }));
    expect(model).toMatchObject({ gameState: 'lost', targetWord: 'MARKET' });
    expect(model.guesses).toHaveLength(MAX_GUESSES);
  });

  it('marks hard mode only when it was on for every guess', () => {
    const hard = run(fresh(), checked('PLANET', { hardMode: true }), checked('GARDEN', { hardMode: true }));
    expect(hard.hardMode).toBe(true);
    expect(run(fresh(), checked('PLANET'), checked('GARDEN', { hardMode: true })).hardMode).toBe(false);
  });

  it("ignores a reply for an earlier date's game", () => {
    const model = run(fresh(), { type: 'loadingStarted' });
    expect(run(model, checked('PLANET', { date: '2026-02-28' }))).toBe(model);
  });

  it('only ends the loading once the game is over', () => {
    const won = run(fresh(), checked('PLANET', { isWinner: true }), { type: 'loadingStarted' });
    const after = run(won, checked('GARDEN'));
    expect(after.guesses).toEqual(['PLANET']);
    expect(after.isLoading).toBe(false);
  });
});

describe('revealEnded', () => {
  it('reveals rows, and praises a win once the last row has flipped', () => {
    const model = run(fresh(), checked('PLANET'), checked('GARDEN', { isWinner: true }));
    const first = run(model, { type: 'revealEnded', rows: 1 });
    expect(first.revealedRows).toBe(1);
    expect(first.message).toBeNull();
    const done = run(model, { type: 'revealEnded', rows: 2 });
    expect(done.message).toMatchObject({ text: winWord(2), durationMs: WIN_WORD_MS });
    expect(run(model, { type: 'revealEnded', rows: 5 }).revealedRows).toBe(2);
  });

  it('names the answer after a loss', () => {
    const guesses = Array.from({ length: MAX_GUESSES }, () => checked('PLANET', { word: 'MARKET' }));
    const done = run(fresh(), ...guesses, { type: 'revealEnded', rows: MAX_GUESSES });
    expect(done.message).toMatchObject({ text: lossRevealText('MARKET'), durationMs: null });
  });
});

describe('savedGameAdopted', () => {
  it("takes the other tab's board, keeping the typing while the game is on", () => {
    const model = run(fresh(), ...typed('gar'), { type: 'rejected', text: 'x', durationMs: 1 });
    const adopted = run(model, {
      type: 'savedGameAdopted',
      saved: saved({ guesses: ['PLANET'], evaluations: [WRONG] }),
    });
    expect(adopted).toMatchObject({ guesses: ['PLANET'], currentGuess: 'GAR', revealedRows: 1, rejections: 1 });
    expect(adopted.nextMessageId).toBe(model.nextMessageId + 1);
  });

  it('drops the typing when the adopted game is over', () => {
    const won = saved({ gameState: 'won', guesses: ['PLANET'], evaluations: [RIGHT], targetWord: 'PLANET' });
    expect(run(fresh(), ...typed('gar'), { type: 'savedGameAdopted', saved: won }).currentGuess).toBe('');
  });
});

describe('newDay', () => {
  it('starts an empty board for the date, its number not yet confirmed', () => {
    const model = run(fresh(), checked('PLANET'), { type: 'rejected', text: 'x', durationMs: 1 });
    const next = run(model, { type: 'newDay', date: '2026-03-02' });
    expect(next).toMatchObject({ date: '2026-03-02', guesses: [], gameNumber: 5, gameNumberConfirmed: false });
    expect(next.rejections).toBe(1);
    expect(next.nextMessageId).toBe(model.nextMessageId);
  });
});

describe('savedPart', () => {
  it('keeps only the saved fields, and hard mode and proof only when set', () => {
    const model = run(fresh(), ...typed('gar'), checked('PLANET', { proof: 'p1' }));
    expect(savedPart(model)).toEqual({
      date: DATE,
      guesses: ['PLANET'],
      evaluations: [WRONG],
      gameState: 'playing',
      gameNumber: 5,
      targetWord: null,
      proof: 'p1',
    });
  });
});
