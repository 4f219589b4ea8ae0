import { formatCalendarDate } from '../lib/dates';
import type { GameLink } from '../lib/game-link';
import type { LinkStatus } from './use-link-status';

/** Names the game on screen when it is not today's, and offers the way back to today's. */
export function WhichGame({ link, status }: { link: GameLink; status: LinkStatus }) {
  if (link.kind === 'daily') return null;
  const name =
    link.kind === 'archive'
      ? `Archive: game ${link.gameNumber}${status.state === 'playable' && status.date ? `, ${formatCalendarDate(status.date)}` : ''}`
      : link.kind === 'challenge'
        ? "A friend's challenge"
        : null;
  return (
    <section className="which-game" aria-label="Which game">
      {name && <p className="which-game-name">{name}</p>}
      {status.state === 'unavailable' && (
        <p className="which-game-problem" role="alert">
          {status.reason}
        </p>
      )}
      {status.state === 'playable' && link.kind !== 'broken' && (
        <p className="which-game-note">Not counted in your statistics.</p>
      )}
      <a className="which-game-back" href="/">
        Back to today&apos;s game
      </a>
    </section>
  );
}
