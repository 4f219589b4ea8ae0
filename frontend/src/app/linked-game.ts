import { loadStrategy } from '../game/session/strategies';
import { lazyModule } from '../platform/lazy-module';
import type { GameLink } from '../rules/game-link';

/**
 * The banner of a game other than today's (which game it is, what is wrong with its link, the way
 * back), in a chunk of its own: today's game, most visits, has none.
 */
export const whichGame = lazyModule(() => import('../game/WhichGame').then((m) => m.WhichGame));

/**
 * What the page fetches before it shows the game its address names: that game's strategy and,
 * for any game but today's, its banner. Rejects when either cannot be fetched (offline).
 */
export const loadLinkedGame = (link: GameLink) =>
  Promise.all([loadStrategy(link), link.kind === 'daily' ? null : whichGame.load()]);
