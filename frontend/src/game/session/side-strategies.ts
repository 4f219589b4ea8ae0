import { archiveStrategy } from './archive-strategy';
import { challengeStrategy } from './challenge-strategy';
import { practiceStrategy } from './practice-strategy';
import type { GameStrategy } from './strategy';
import type { GameLink } from '../../rules/game-link';

type SideLink = Exclude<GameLink, { kind: 'daily' | 'broken' }>;

/** A strategy for each kind of game other than today's, made from its link. */
export type SideStrategies = { [K in SideLink['kind']]: (link: Extract<SideLink, { kind: K }>) => GameStrategy };

/**
 * The strategies of the kinds of game other than today's, which few visits play: one chunk, which
 * the page fetches before it is taken over when its address names such a game (strategies.ts).
 * A new kind is one more entry here.
 */
export const SIDE_STRATEGIES: SideStrategies = {
  archive: archiveStrategy,
  challenge: challengeStrategy,
  practice: practiceStrategy,
};
