import type { GameLink } from '../../lib/game-link';
import { dailyStrategy } from './daily-strategy';
import type { GameStrategy } from './strategy';

/** The games a page can play: today's, an archive game or a friend's challenge. */
export type PlayableLink = Exclude<GameLink, { kind: 'broken' }>;

/** Today's game: what a page plays when its address names no other. */
export const TODAYS_GAME: PlayableLink = { kind: 'daily' };

type Kind = PlayableLink['kind'];
type StrategyOf<K extends Kind> = (link: Extract<PlayableLink, { kind: K }>) => GameStrategy;
type SideKind = Exclude<Kind, 'daily'>;

/**
 * One strategy per kind of game: a new kind is one more entry here. Today's is part of the page;
 * the others, which few visits play, come in chunks of their own, fetched before the page is
 * taken over when its address names such a game (`loadStrategy`).
 */
const LOADERS: { [K in SideKind]: () => Promise<StrategyOf<K>> } = {
  archive: () => import('./archive-strategy').then((m) => m.archiveStrategy),
  challenge: () => import('./challenge-strategy').then((m) => m.challengeStrategy),
};

const loaded: Partial<Record<Kind, (link: never) => GameStrategy>> = { daily: dailyStrategy };

/** A link that names a game, rather than one that could not be read. */
export const isPlayable = (link: GameLink): link is PlayableLink => !('reason' in link);

/** Fetches the strategy of the game a link names, unless it is here already; rejects when it cannot. */
export async function loadStrategy(link: GameLink): Promise<void> {
  if (!isPlayable(link) || link.kind === 'daily' || loaded[link.kind]) return;
  loaded[link.kind] = await LOADERS[link.kind]();
}

/** The strategy of a game; one other than today's must have been loaded (`loadStrategy`). */
export function strategyFor(link: PlayableLink): GameStrategy {
  const strategy = loaded[link.kind] as ((link: PlayableLink) => GameStrategy) | undefined;
  if (!strategy) throw new Error(`The ${link.kind} game's strategy is not loaded`);
  return strategy(link);
}
