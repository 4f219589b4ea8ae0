import type { GameLink } from '../../rules/game-link';
import { lazyModule, type LazyModule } from '../../platform/lazy-module';
import { dailyStrategy } from './daily-strategy';
import type { GameStrategy } from './strategy';

/** The games a page can play: today's, an archive game, a friend's challenge or practice. */
export type PlayableLink = Exclude<GameLink, { kind: 'broken' }>;

/** Today's game: what a page plays when its address names no other. */
export const TODAYS_GAME: PlayableLink = { kind: 'daily' };

type Kind = PlayableLink['kind'];
type SideKind = Exclude<Kind, 'daily'>;
type StrategyOf<K extends Kind> = (link: Extract<PlayableLink, { kind: K }>) => GameStrategy;

/**
 * One strategy per kind of game: a new kind is one more entry here. Today's is part of the page;
 * the others, which few visits play, come in chunks of their own, fetched before the page is
 * taken over when its address names such a game (`loadStrategy`).
 */
const SIDE_STRATEGIES: { [K in SideKind]: LazyModule<StrategyOf<K>> } = {
  archive: lazyModule(() => import('./archive-strategy').then((m) => m.archiveStrategy)),
  challenge: lazyModule(() => import('./challenge-strategy').then((m) => m.challengeStrategy)),
  practice: lazyModule(() => import('./practice-strategy').then((m) => m.practiceStrategy)),
};

/** A link that names a game, rather than one that could not be read. */
export const isPlayable = (link: GameLink): link is PlayableLink => !('reason' in link);

/** Fetches the strategy of the game a link names, unless it is here already; rejects when it cannot. */
export async function loadStrategy(link: GameLink): Promise<void> {
  if (isPlayable(link) && link.kind !== 'daily') await SIDE_STRATEGIES[link.kind].load();
}

/** The strategy of a game; one other than today's must have been loaded (`loadStrategy`). */
export function strategyFor(link: PlayableLink): GameStrategy {
  const strategy = link.kind === 'daily' ? dailyStrategy : SIDE_STRATEGIES[link.kind].loaded;
  if (!strategy) throw new Error(`The ${link.kind} game's strategy is not loaded`);
  return (strategy as (link: PlayableLink) => GameStrategy)(link);
}
