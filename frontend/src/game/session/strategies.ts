import type { GameLink } from '../../rules/game-link';
import { dailyStrategy } from './daily-strategy';
import type { SideStrategies } from './side-strategies';
import type { GameStrategy } from './strategy';

/** The games a page can play: today's, an archive game, a friend's challenge or practice. */
export type PlayableLink = Exclude<GameLink, { kind: 'broken' }>;

/** Today's game: what a page plays when its address names no other. */
export const TODAYS_GAME: PlayableLink = { kind: 'daily' };

/**
 * One strategy per kind of game. Today's is part of the page; the others come in a chunk of their
 * own (side-strategies.ts, which the page's lazy module fetches), before the page is taken over when
 * its address names such a game (`loadStrategy`). Null until then.
 */
let sideStrategies: SideStrategies | null = null;

/** A link that names a game, rather than one that could not be read. */
export const isPlayable = (link: GameLink): link is PlayableLink => !('reason' in link);

/**
 * Fetches the strategy of the game a link names with `fetchSide`, unless it is today's or here
 * already; rejects when it cannot be fetched.
 */
export async function loadStrategy(link: GameLink, fetchSide: () => Promise<SideStrategies>): Promise<void> {
  if (isPlayable(link) && link.kind !== 'daily') sideStrategies ??= await fetchSide();
}

/** The strategy of a game; one other than today's must have been loaded (`loadStrategy`). */
export function strategyFor(link: PlayableLink): GameStrategy {
  const strategy = link.kind === 'daily' ? dailyStrategy : sideStrategies?.[link.kind];
  if (!strategy) throw new Error(`The ${link.kind} game's strategy is not loaded`);
  return (strategy as (link: PlayableLink) => GameStrategy)(link);
}
