import { describe, expect, it } from 'vitest';
import { linkProblemText } from './broken-links';
import { BROKEN_ARCHIVE_LINK, BROKEN_CHALLENGE_LINK, parseGameLink, transferCodeOf } from './game-link';
import { challengeLink } from './share-links';

describe('parseGameLink', () => {
  it('reads today, an archive game and a challenge', () => {
    expect(parseGameLink('')).toEqual({ kind: 'daily' });
    expect(parseGameLink('?game=12')).toEqual({ kind: 'archive', gameNumber: 12 });
    expect(parseGameLink('?challenge=AbCdEfGhIjKlMnOpQrSt_-')).toEqual({
      kind: 'challenge',
      id: 'AbCdEfGhIjKlMnOpQrSt_-',
    });
  });

  it('reads practice, with or without a value', () => {
    expect(parseGameLink('?practice')).toEqual({ kind: 'practice' });
    expect(parseGameLink('?practice=1')).toEqual({ kind: 'practice' });
    // A link that names a game of its own comes first.
    expect(parseGameLink('?game=12&practice')).toEqual({ kind: 'archive', gameNumber: 12 });
  });

  it.each([
    '?challenge=',
    '?challenge=short',
    '?challenge=AbCdEfGhIjKlMnOpQrSt_-x',
    '?challenge=AbCdEfGhIjKlMnOpQrS%2F_-',
  ])('calls %s a broken challenge link', (search) =>
    expect(parseGameLink(search)).toEqual({ kind: 'broken', reason: BROKEN_CHALLENGE_LINK }),
  );

  it.each(['?game=0', '?game=-3', '?game=1.5', '?game=abc', '?game=', '?game=012', '?game=99999999'])(
    'calls %s a broken archive link',
    (search) => expect(parseGameLink(search)).toEqual({ kind: 'broken', reason: BROKEN_ARCHIVE_LINK }),
  );

  it('builds links that read back as the same game', () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(parseGameLink(new URL(challengeLink('https://hexle.example/', id)).search)).toEqual({
      kind: 'challenge',
      id,
    });
  });

  it('reads a transfer code from its link', () => {
    expect(transferCodeOf('?transfer=7KQ2M-9XH4B')).toBe('7KQ2M-9XH4B');
    expect(transferCodeOf('?game=3')).toBeNull();
  });
});

describe('broken links in words', () => {
  it('says what is wrong with each broken link, and any other problem as it is', () => {
    expect(linkProblemText(BROKEN_CHALLENGE_LINK)).toMatch(/^This challenge link is broken/);
    expect(linkProblemText(BROKEN_ARCHIVE_LINK)).toMatch(/^This archive link is broken/);
    expect(linkProblemText('This game could not be loaded.')).toBe('This game could not be loaded.');
  });
});
