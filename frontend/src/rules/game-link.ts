import { CHALLENGE_ID } from '@hexle/contract/game';

/**
 * Which game a page address asks for: today's (`/`), an archive game (`/?game=N`), a friend's
 * challenge (`/?challenge=<id>`) or practice (`/?practice`: the player's practice game in
 * progress, else a new one); a link that cannot be either says why in the player's words.
 */
export type GameLink =
  | { kind: 'daily' }
  | { kind: 'archive'; gameNumber: number }
  | { kind: 'challenge'; id: string }
  | { kind: 'practice' }
  | { kind: 'broken'; reason: string };

const GAME_NUMBER = /^[1-9][0-9]{0,6}$/;

/**
 * A broken link's reason is one of these names; the banner that shows it (game/WhichGame.tsx) has
 * its words (rules/broken-links.ts), which the page's first script does not carry.
 */
export const BROKEN_CHALLENGE_LINK = 'broken-challenge-link';
export const BROKEN_ARCHIVE_LINK = 'broken-archive-link';

export function parseGameLink(search: string): GameLink {
  const params = new URLSearchParams(search);
  const challenge = params.get('challenge');
  if (challenge !== null) {
    return CHALLENGE_ID.test(challenge)
      ? { kind: 'challenge', id: challenge }
      : { kind: 'broken', reason: BROKEN_CHALLENGE_LINK };
  }
  const game = params.get('game');
  if (game !== null) {
    return GAME_NUMBER.test(game)
      ? { kind: 'archive', gameNumber: Number(game) }
      : { kind: 'broken', reason: BROKEN_ARCHIVE_LINK };
  }
  return params.has('practice') ? { kind: 'practice' } : { kind: 'daily' };
}

/** The transfer code a `/?transfer=<code>` link carries, if any. */
export function transferCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('transfer');
  return code && code.length <= 40 ? code : null;
}
