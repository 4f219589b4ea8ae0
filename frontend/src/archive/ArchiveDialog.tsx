import { useEffect, useState } from 'react';
import type { ArchiveGame } from '../api/game-api';
import { Dialog } from '../dialogs/Dialog';
import { formatCalendarDate } from '../rules/calendar-date-text';
import { archiveMarks, type ArchiveMark } from '../rules/side-games';
import { useServices } from '../environment/services';

const MARK_TEXT: Record<ArchiveMark, string> = { won: 'Won', lost: 'Lost', started: 'Started' };

/** Every earlier game, newest first, with what the player has done in each; a link plays one. */
export function ArchiveDialog({ onClose }: { onClose: () => void }) {
  const { api, store } = useServices();
  const [games, setGames] = useState<ArchiveGame[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [marks] = useState(() => archiveMarks(store));
  useEffect(() => {
    let current = true;
    api.archive().then(
      (archive) => current && setGames(archive.games),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <Dialog title="Archive" onClose={onClose} className="archive-dialog">
      <p>Play any earlier game. Archive games do not count in your statistics or streaks.</p>
      {failed && <p role="alert">The archive could not be loaded. Check your connection and try again.</p>}
      {!games && !failed && <p>Loading…</p>}
      {games?.length === 0 && <p>There are no earlier games yet: come back tomorrow.</p>}
      {games && games.length > 0 && (
        <ul className="archive-list">
          {games.map((game) => {
            const mark = marks.get(game.gameNumber);
            return (
              <li key={game.gameNumber}>
                <a href={`/?game=${game.gameNumber}`}>
                  <span className="archive-number">Game {game.gameNumber}</span>
                  <span className="archive-date">{formatCalendarDate(game.date)}</span>
                  <span className={`archive-mark archive-mark-${mark ?? 'none'}`}>{mark ? MARK_TEXT[mark] : ''}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
