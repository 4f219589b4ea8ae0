import { formatCalendarDate } from '../../lib/dates';
import { LINK_MESSAGES } from './link-status';
import { sideGame } from './side-game';
import type { GameStrategy } from './strategy';

/** An earlier day's game, by its number: judged by the archive route, marked as such when shared. */
export function archiveStrategy({ gameNumber }: { gameNumber: number }): GameStrategy {
  return {
    ...sideGame('archive', String(gameNumber), gameNumber),
    judge: (api, guess, _gameNumber, history) => api.checkArchiveGuess(guess, gameNumber, history),
    numbered: true,
    shareSource: () => ({ note: '(archive)' }),
    title: (status) =>
      `Archive: game ${gameNumber}${status.state === 'playable' && status.date ? `, ${formatCalendarDate(status.date)}` : ''}`,
    initialStatus: { state: 'checking' },
    checkLink(api, settle) {
      api.archive().then(
        (archive) => {
          const game = archive.games.find((entry) => entry.gameNumber === gameNumber);
          settle(
            game
              ? { state: 'playable', date: game.date }
              : { state: 'unavailable', reason: LINK_MESSAGES.notInArchive(gameNumber, archive.today.gameNumber - 1) },
          );
        },
        () => settle({ state: 'unavailable', reason: LINK_MESSAGES.checkFailed }),
      );
    },
  };
}
