import type { ReactNode } from 'react';
import { linkProblemText } from '../rules/broken-links';
import type { GameLink } from '../rules/game-link';
import { isPlayable, strategyFor } from './session/strategies';
import type { LinkStatus } from './use-link-status';

/**
 * Names the game on screen when it is not today's, and offers the way back to today's; `children`
 * are the game's own controls (practice's Give up).
 */
export function WhichGame({ link, status, children }: { link: GameLink; status: LinkStatus; children?: ReactNode }) {
  const strategy = isPlayable(link) ? strategyFor(link) : null;
  const name = strategy ? strategy.title(status) : null;
  // Today's game needs no name, nor a way back.
  if (strategy && name === null) return null;
  return (
    <section className="which-game" aria-label="Which game">
      {name && <p className="which-game-name">{name}</p>}
      {status.state === 'unavailable' && (
        <p className="which-game-problem" role="alert">
          {linkProblemText(status.reason)}
        </p>
      )}
      {status.state === 'playable' && strategy?.countsInStatistics === false && (
        <p className="which-game-note">Not counted in your daily statistics.</p>
      )}
      {status.state === 'playable' && children}
      <a className="which-game-back" href="/">
        Back to today&apos;s game
      </a>
    </section>
  );
}
