import { formatCalendarDate } from '../../rules/calendar-date-text';
import { LINK_CHECK_FAILED } from './link-status';
import { sideGame } from './side-game';
import type { GameStrategy } from './strategy';

/** Why an archive link's game cannot be played: the archive holds games 1 to `latest`. */
export const notInArchive = (gameNumber: number, latest: number) =>
  latest < 1
    ? `Game ${gameNumber} is not in the archive: there are no earlier games yet.`
    : `Game ${gameNumber} is not in the archive: it holds games 1 to ${latest}.`;

/** An earlier day's game, by its number: judged by the archive route, marked as such when shared. */
export function archiveStrategy({ gameNumber }: { gameNumber: number }): GameStrategy {
  return {
    ...sideGame('archive', String(gameNumber), gameNumber),
    judge: (api, guess, _gameNumber, history) => api.checkArchiveGuess(guess, gameNumber, history),
    numbered: true,
    analysisSubject: () => ({ kind: 'archive', game_number: gameNumber }),
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
              : { state: 'unavailable', reason: notInArchive(gameNumber, archive.today.gameNumber - 1) },
          );
        },
        () => settle({ state: 'unavailable', reason: LINK_CHECK_FAILED }),
      );
    },
  };
}
