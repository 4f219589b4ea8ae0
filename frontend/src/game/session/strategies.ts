import type { GameLink } from '../../lib/game-link';
import { archiveStrategy } from './archive-strategy';
import { challengeStrategy } from './challenge-strategy';
import { dailyStrategy } from './daily-strategy';
import type { GameStrategy } from './strategy';

/** The games a page can play: today's, an archive game or a friend's challenge. */
export type PlayableLink = Exclude<GameLink, { kind: 'broken' }>;

/** Today's game: what a page plays when its address names no other. */
export const TODAYS_GAME: PlayableLink = { kind: 'daily' };

type LinkOf<K extends PlayableLink['kind']> = Extract<PlayableLink, { kind: K }>;

/** One strategy per kind of game: a new kind is one more entry here. */
const STRATEGIES: { [K in PlayableLink['kind']]: (link: LinkOf<K>) => GameStrategy } = {
  daily: dailyStrategy,
  archive: archiveStrategy,
  challenge: challengeStrategy,
};

export function strategyFor(link: PlayableLink): GameStrategy {
  return (STRATEGIES[link.kind] as (link: PlayableLink) => GameStrategy)(link);
}

/** A link that names a game, rather than one that could not be read. */
export const isPlayable = (link: GameLink): link is PlayableLink => !('reason' in link);
