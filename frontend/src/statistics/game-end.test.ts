import { describe, expect, it } from 'vitest';
import type { LetterResult } from '../rules/evaluation';
import { freshGame, type SavedGame } from '../rules/saved-game';
import type { KeyValueStore } from '../platform/storage';
import { gameEnd, type EndingKind } from './game-end';

const WRONG: LetterResult[] = ['absent', 'present', 'absent', 'absent', 'correct', 'absent'];
const RIGHT: LetterResult[] = Array<LetterResult>(6).fill('correct');
const store = {} as KeyValueStore;
const context = { title: 'Hexle', siteUrl: 'https://hexle.example', highContrast: false, store };
const today: EndingKind = {
  numbered: true,
  countsInStatistics: true,
  shareSource: () => ({}),
  analysisSubject: ({ gameNumber }) => (gameNumber === null ? null : { kind: 'daily', game_number: gameNumber }),
};
const won: SavedGame = {
  ...freshGame('2026-11-22', 326),
  guesses: ['POSTAL', 'PLANET'],
  evaluations: [WRONG, RIGHT],
  gameState: 'won',
  targetWord: 'PLANET',
  analysisProof: 'proof-1',
};

describe('the end of a game', () => {
  it('is nothing while the game is played, or before a numbered game has its number', () => {
    expect(gameEnd(freshGame('2026-11-22', 326), today, context)).toBeNull();
    expect(gameEnd({ ...won, gameNumber: null }, today, context)).toBeNull();
  });

  it('holds the share, the bar to light, the word and what its analysis sends', () => {
    expect(gameEnd(won, today, context)).toMatchObject({
      wonIn: 2,
      word: 'PLANET',
      share: { title: 'Hexle', gameNumber: 326, won: true, hardMode: false },
      analysis: { subject: { kind: 'daily', game_number: 326 }, guesses: ['POSTAL', 'PLANET'], proof: 'proof-1' },
    });
  });

  it('lights no bar for a game that is not counted, and asks for no analysis of a game it cannot name', () => {
    const practice: EndingKind = {
      ...today,
      numbered: false,
      countsInStatistics: false,
      analysisSubject: () => null,
    };
    expect(gameEnd({ ...won, gameNumber: null }, practice, context)).toMatchObject({ wonIn: null, analysis: null });
  });

  it('offers no analysis the server would refuse: guesses before the last without their proof', () => {
    const unproven: SavedGame = { ...won };
    delete unproven.analysisProof;
    expect(gameEnd(unproven, today, context)?.analysis).toBeNull();
    // A win at the first guess has nothing to prove.
    const inOne = { ...unproven, guesses: ['PLANET'], evaluations: [RIGHT] };
    expect(gameEnd(inOne, today, context)?.analysis).toEqual({
      subject: { kind: 'daily', game_number: 326 },
      guesses: ['PLANET'],
      proof: null,
    });
  });

  it("shows everyone's figures of a day's game: today's, or an archive game's day", () => {
    expect(gameEnd(won, today, context)?.everyone).toEqual({ gameNumber: 326, today: true, won: true, guesses: 2 });
    const lost: SavedGame = { ...won, gameState: 'lost', guesses: Array(7).fill('POSTAL') as string[] };
    expect(gameEnd(lost, today, context)?.everyone).toEqual({ gameNumber: 326, today: true, won: false, guesses: 7 });
    // Without the proof its analysis needs: the day's figures are still shown.
    const unproven: SavedGame = { ...won };
    delete unproven.analysisProof;
    const archive: EndingKind = { ...today, analysisSubject: () => ({ kind: 'archive', game_number: 12 }) };
    expect(gameEnd({ ...unproven, gameNumber: 12 }, archive, context)?.everyone).toEqual({
      gameNumber: 12,
      today: false,
      won: true,
      guesses: 2,
    });
  });

  it('shows no figures of everyone for a challenge or a practice game, which no day holds', () => {
    const challenge: EndingKind = {
      ...today,
      numbered: false,
      analysisSubject: () => ({ kind: 'challenge', id: 'c1' }),
    };
    const practice: EndingKind = {
      ...today,
      numbered: false,
      analysisSubject: () => ({ kind: 'practice', id: 'p1', gave_up: false }),
    };
    expect(gameEnd({ ...won, gameNumber: null }, challenge, context)?.everyone).toBeNull();
    expect(gameEnd({ ...won, gameNumber: null }, practice, context)?.everyone).toBeNull();
  });
});

describe('the game just played, which Statistics lead with', () => {
  const side = (subject: ReturnType<EndingKind['analysisSubject']>): EndingKind => ({
    ...today,
    numbered: false,
    countsInStatistics: false,
    analysisSubject: () => subject,
  });

  it('is none after today’s game, which leads as ever', () => {
    expect(gameEnd(won, today, context)).toMatchObject({ played: null, practiceWonIn: null, wonIn: 2 });
  });

  it('names a practice game, an archive game and a challenge with their result; practice lights its own bar', () => {
    const practice = side({ kind: 'practice', id: 'p', gave_up: false });
    expect(gameEnd(won, practice, context)).toMatchObject({
      played: { kind: 'practice', text: 'Practice: solved in 2 guesses.' },
      practiceWonIn: 2,
      wonIn: null,
    });
    const gaveUp = side({ kind: 'practice', id: 'p', gave_up: true });
    expect(gameEnd({ ...won, gameState: 'lost' }, gaveUp, context)?.played?.text).toBe('Practice: given up.');
    const archive = side({ kind: 'archive', game_number: 312 });
    expect(gameEnd({ ...won, guesses: ['PLANET'] }, archive, context)).toMatchObject({
      played: { kind: 'archive', text: 'Game 312 (archive): solved in 1 guess.' },
      practiceWonIn: null,
    });
    const challenge = side({ kind: 'challenge', id: 'c' });
    expect(gameEnd({ ...won, gameState: 'lost' }, challenge, context)?.played).toEqual({
      kind: 'challenge',
      text: 'Challenge: not solved.',
    });
  });
});
