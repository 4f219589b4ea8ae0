import { freshGame } from '../../rules/saved-game';
import { forgetSideGame, readSideGame, writeSideGame, type SideGameKind } from '../../rules/side-games';
import type { GameStrategy } from './strategy';

type SideParts =
  | 'startingGame'
  | 'save'
  | 'forget'
  | 'keptUnder'
  | 'newerFromOtherTab'
  | 'loadsDay'
  | 'rollsOverAtMidnight'
  | 'countsInStatistics';

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
    // A side game's board is this tab's own: another tab's board of it is not followed.
    keptUnder: null,
    newerFromOtherTab: () => null,
    loadsDay: false,
    rollsOverAtMidnight: false,
    countsInStatistics: false,
  };
}
