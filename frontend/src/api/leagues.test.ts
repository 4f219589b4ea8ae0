import { describe, expect, it } from 'vitest';
import { readBoard, readCreated, readJoined, readPreview, readResult } from './leagues';

const TOKEN = 'T'.repeat(43);
const standing = (memberId: string) => ({ member_id: memberId, played: 1, won: 1, average_guesses: 3, streak: 1 });
const board = () => ({
  id: 'abcdefghijklmnop',
  name: 'Lunch',
  you: 'aaaaaaaaaaaa',
  members: [
    { id: 'aaaaaaaaaaaa', name: 'Ada', creator: true },
    { id: 'bbbbbbbbbbbb', name: 'Ben', creator: false },
  ],
  today: {
    game_number: 326,
    finished: true,
    results: [
      { member_id: 'aaaaaaaaaaaa', won: true, guesses: 3, grid: ['aapaac', 'cacpaa', 'cccccc'] },
      { member_id: 'bbbbbbbbbbbb', won: false, guesses: 7 },
    ],
  },
  week: { from_game_number: 320, to_game_number: 326, standings: [standing('aaaaaaaaaaaa')] },
  all_time: { standings: [{ ...standing('bbbbbbbbbbbb'), won: 0, average_guesses: null, streak: 0 }] },
});

describe('league replies', () => {
  it('reads a league started and a member joined', () => {
    expect(readCreated({ id: 'abcdefghijklmnop', member_token: TOKEN, member_id: 'aaaaaaaaaaaa' })).toEqual({
      id: 'abcdefghijklmnop',
      memberToken: TOKEN,
      memberId: 'aaaaaaaaaaaa',
    });
    expect(readCreated({ member_token: TOKEN, member_id: 'aaaaaaaaaaaa' })).toBeNull();
    expect(readJoined({ member_token: TOKEN, member_id: 'aaaaaaaaaaaa' })).toEqual({
      memberToken: TOKEN,
      memberId: 'aaaaaaaaaaaa',
    });
    expect(readJoined({ member_token: 3 })).toBeNull();
    expect(readJoined(null)).toBeNull();
  });

  it('reads the join screen', () => {
    const preview = { id: 'abcdefghijklmnop', name: 'Lunch', members: ['Ada'], full: false };
    expect(readPreview(preview)).toEqual(preview);
    expect(readPreview({ ...preview, members: ['Ada', 4] })).toBeNull();
    expect(readPreview({ ...preview, full: 'no' })).toBeNull();
  });

  it('reads the board, a result with or without its grid', () => {
    expect(readBoard(board())).toEqual(board());
    const spoilerFree = board();
    spoilerFree.today.finished = false;
    spoilerFree.today.results = spoilerFree.today.results.map(({ member_id, won, guesses }) => ({
      member_id,
      won,
      guesses,
    }));
    expect(readBoard(spoilerFree)).toEqual(spoilerFree);
  });

  it('refuses a board of another shape: a grid with letters, a count that is not one, a missing part', () => {
    const letters = board();
    letters.today.results[0] = { ...letters.today.results[0], grid: ['PLANET'] };
    expect(readBoard(letters)).toBeNull();
    const negative = board();
    negative.week.standings[0] = { ...standing('aaaaaaaaaaaa'), played: -1 };
    expect(readBoard(negative)).toBeNull();
    const partial: Record<string, unknown> = board();
    delete partial.all_time;
    expect(readBoard(partial)).toBeNull();
    expect(readBoard({ ...board(), members: [{ id: 'x' }] })).toBeNull();
    expect(readBoard('board')).toBeNull();
  });

  it('reads a result taken', () => {
    const result = { game_number: 326, won: true, guesses: 3, grid: ['aapaac', 'cacpaa', 'cccccc'] };
    expect(readResult(result)).toEqual(result);
    expect(readResult({ ...result, grid: [] })).toBeNull();
  });
});
