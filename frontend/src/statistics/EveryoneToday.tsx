import { everyoneHeading, everyoneView } from './everyone-today-text';
import type { EveryoneSubject } from './game-end';
import { useDailyStats } from './use-daily-stats';

interface EveryoneTodayProps {
  subject: EveryoneSubject;
  /** The figures could not be fetched: the statistics say so instead. */
  onUnavailable: () => void;
}

/**
 * How everyone did in the day's game, beside the player's own result: in a chunk of its own that
 * Statistics fetches once a day's game has ended.
 */
export function EveryoneToday({ subject, onUnavailable }: EveryoneTodayProps) {
  const stats = useDailyStats(subject.gameNumber, onUnavailable);
  const heading = everyoneHeading(subject);
  const view = stats && everyoneView(stats, subject);
  return (
    <section className="everyone" aria-label={heading} aria-busy={view === null}>
      <h3>{heading}</h3>
      {view && (
        <>
          <p>{view.summary}</p>
          {view.bars.length > 0 && (
            <ol className="distribution" aria-label="Everyone's guess distribution">
              {view.bars.map((bar) => (
                <li key={bar.result} className="distribution-row">
                  <span className="visually-hidden">{bar.text}</span>
                  <span className="distribution-guesses" aria-hidden="true">
                    {bar.label}
                  </span>
                  <span
                    className={`distribution-bar${bar.own ? ' current' : ''}`}
                    style={{ width: `${bar.width}%` }}
                    data-testid={`everyone-bar-${bar.result}`}
                    aria-hidden="true"
                  >
                    {bar.count}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {view.average && <p>{view.average}</p>}
          {view.comparison && <p>{view.comparison}</p>}
          {view.openers.length > 0 && (
            <>
              <h4>Most common first words</h4>
              <ol aria-label="Most common first words">
                {view.openers.map((opener) => (
                  <li key={opener.word}>
                    <strong>{opener.word}</strong> {opener.share} of players
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
