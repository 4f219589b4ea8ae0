import { freshGame } from '../../lib/saved-game';
import { forgetSideGame, readSideGame, writeSideGame, type SideGameKind } from '../../lib/side-games';
import type { GameStrategy } from './strategy';

type SideParts =
  'startingGame' | 'save' | 'forget' | 'newerFromOtherTab' | 'loadsDay' | 'rollsOverAtMidnight' | 'countsInStatistics';

/** What archive games and challenges share: a board on their shelf, kept across midnight, never counted. */
export function sideGame(kind: SideGameKind, id: string, gameNumber: number | null): Pick<GameStrategy, SideParts> {
  return {
    startingGame: (store, date) => readSideGame(store, kind, id) ?? freshGame(date, gameNumber),
    save(store, game) {
      // An untouched board is not kept: the archive shows only games the player has begun.
      if (game.guesses.length > 0) writeSideGame(store, kind, id, game);
      return null;
    },
    forget: (store) => forgetSideGame(store, kind, id),
    newerFromOtherTab: () => null,
    loadsDay: false,
    rollsOverAtMidnight: false,
    countsInStatistics: false,
  };
}
