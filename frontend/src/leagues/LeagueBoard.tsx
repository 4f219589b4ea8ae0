import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { submitErrorText } from '../api/failures';
import type { LeagueBoardReply, LeagueStandingReply } from '../api/leagues';
import { useServices } from '../environment/services';
import { readEntry, STORAGE_KEYS } from '../platform/storage';
import { dateInTimeZone } from '../rules/dates';
import {
  averageText,
  leagueLink,
  MEMBER_NAME_MAX,
  nameFits,
  readMemberships,
  refusalText,
  resultText,
  type Membership,
} from '../rules/leagues';
import { isSavedGame } from '../rules/saved-game';
import { ShareLink } from '../dialogs/ShareLink';
import { LeagueGrid } from './LeagueGrid';
import { postResults } from './post-results';
import { FormError } from '../dialogs/FormError';

/** The board is read again this often while it is open, so new results show within a minute. */
const REFRESH_MS = 60_000;

/** The board says the member is no longer in the league: removed, or the league itself gone. */
const GONE = new Set(['league_token_refused', 'league_not_found']);

interface LeagueBoardProps {
  membership: Membership;
  siteUrl: string;
  /** The player left (or was removed, or the league is gone): the membership is dropped. */
  onGone: (id: string) => void;
}

/** One league's board: today's results, the week's and all-time standings, and the member's own controls. */
export function LeagueBoard({ membership, siteUrl, onGone }: LeagueBoardProps) {
  const { api, store, now, timeZone } = useServices();
  const { id, member_token: token } = membership;
  const headings = useId();
  const [board, setBoard] = useState<LeagueBoardReply | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  // Read again on opening, every REFRESH_MS while open, and after the member's own change.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      // A result that could not be sent when the game ended goes first, so the board shows it.
      postResults(api, store, readEntry(store, STORAGE_KEYS.gameState, isSavedGame), dateInTimeZone(now(), timeZone()))
        .then(() => {
          const kept = readMemberships(store).find((m) => m.id === id);
          if (current)
            setRefused(kept?.refused && kept.posted !== undefined ? refusalText(kept.posted, kept.refused) : null);
          return api.leagueBoard(id, token);
        })
        .then(
          (reply) => {
            if (!current) return;
            setBoard(reply);
            setError(null);
          },
          (failure: unknown) => {
            if (!current) return;
            if (failure instanceof ApiError && GONE.has(failure.code ?? '')) setGone(true);
            else setError(submitErrorText(failure));
          },
        );
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api, store, now, timeZone, id, token, version]);

  if (gone)
    return (
      <>
        <p role="alert">This league is gone, or you are no longer in it.</p>
        <button type="button" className="league-button" onClick={() => onGone(id)}>
          Forget this league
        </button>
      </>
    );
  if (!board) return error ? <FormError text={error} /> : <p role="status">Loading the board…</p>;

  const names = new Map(board.members.map((member) => [member.id, member.name]));
  const nameOf = (memberId: string) => names.get(memberId) ?? 'A former member';
  const finishedIds = new Set(board.today.results.map((result) => result.member_id));
  const playing = board.members.filter((member) => !finishedIds.has(member.id));
  const me = board.members.find((member) => member.id === board.you);

  return (
    <div className="league-board">
      <FormError text={error} />
      <FormError text={refused} />
      <section aria-labelledby={`${headings}-today`}>
        <h3 id={`${headings}-today`}>Today: game {board.today.game_number}</h3>
        {!board.today.finished && (
          <p className="league-note">
            {board.today.results.length} of {board.members.length} finished. Their grids show once you have finished
            today&apos;s game too.
          </p>
        )}
        {board.today.results.length > 0 && (
          <ul className="league-results" aria-label="Today's results">
            {board.today.results.map((result) => (
              <li key={result.member_id}>
                <span className="league-name">{nameOf(result.member_id)}</span>
                <span className="league-score">{resultText(result.won, result.guesses)}</span>
                {result.skill !== undefined && <span className="league-skill">Skill {result.skill}</span>}
                {result.grid && <LeagueGrid grid={result.grid} />}
              </li>
            ))}
          </ul>
        )}
        {playing.length > 0 && <p className="league-note">Not finished yet: {playing.map((m) => m.name).join(', ')}</p>}
      </section>
      <Standings
        caption={`This week (games ${board.week.from_game_number} to ${board.week.to_game_number})`}
        standings={board.week.standings}
        nameOf={nameOf}
      />
      <Standings caption="All time" standings={board.all_time.standings} nameOf={nameOf} />
      <ShareLink
        label="Send this link to friends to join"
        link={leagueLink(siteUrl, id)}
        title={board.name}
        text={`Join my Hexle league “${board.name}”`}
      />
      {me && <Rename current={me.name} id={id} token={token} onRenamed={reload} />}
      {me?.creator && board.members.length > 1 && <Members board={board} token={token} onRemoved={reload} />}
      <Leave id={id} token={token} onLeft={() => onGone(id)} />
    </div>
  );
}

function Standings({
  caption,
  standings,
  nameOf,
}: {
  caption: string;
  standings: LeagueStandingReply[];
  nameOf: (memberId: string) => string;
}) {
  return (
    <table className="league-standings">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Played</th>
          <th scope="col">Won</th>
          <th scope="col">Average</th>
          <th scope="col">Streak</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((standing) => (
          <tr key={standing.member_id}>
            <th scope="row">{nameOf(standing.member_id)}</th>
            <td>{standing.played}</td>
            <td>{standing.won}</td>
            <td>{averageText(standing.average_guesses)}</td>
            <td>{standing.streak}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Runs a league change, keeping its failure to show. */
function useChange() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(submitErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const shown = <FormError text={error} />;
  return { busy, run, shown };
}

function Rename({
  current,
  id,
  token,
  onRenamed,
}: {
  current: string;
  id: string;
  token: string;
  onRenamed: () => unknown;
}) {
  const { api } = useServices();
  const inputId = useId();
  const [name, setName] = useState(current);
  const { busy, run, shown } = useChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.renameInLeague(id, token, name.trim());
      await onRenamed();
    });
  };
  return (
    <form className="league-form" onSubmit={submit}>
      <label htmlFor={inputId}>Your name in this league</label>
      <div className="copy-field-row">
        <input
          id={inputId}
          value={name}
          maxLength={MEMBER_NAME_MAX * 2}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" disabled={busy || !nameFits(name, MEMBER_NAME_MAX) || name.trim() === current}>
          Rename
        </button>
      </div>
      {shown}
    </form>
  );
}

function Members({ board, token, onRemoved }: { board: LeagueBoardReply; token: string; onRemoved: () => unknown }) {
  const { api } = useServices();
  const { busy, run, shown } = useChange();
  return (
    <section className="league-members" aria-label="Members">
      <h3>Members</h3>
      <ul>
        {board.members
          .filter((member) => member.id !== board.you)
          .map((member) => (
            <li key={member.id}>
              <span>{member.name}</span>
              <button
                type="button"
                className="league-button"
                disabled={busy}
                aria-label={`Remove ${member.name}`}
                onClick={() =>
                  void run(async () => {
                    await api.removeLeagueMember(board.id, token, member.id);
                    await onRemoved();
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
      </ul>
      {shown}
    </section>
  );
}

function Leave({ id, token, onLeft }: { id: string; token: string; onLeft: () => void }) {
  const { api } = useServices();
  const [sure, setSure] = useState(false);
  const { busy, run, shown } = useChange();
  return (
    <div className="league-leave">
      {sure ? (
        <>
          <p>Leave this league? You can join again with its link, under a name not taken.</p>
          <button
            type="button"
            className="league-button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await api.leaveLeague(id, token);
                onLeft();
              })
            }
          >
            Yes, leave
          </button>{' '}
          <button type="button" className="league-button" onClick={() => setSure(false)}>
            Stay
          </button>
        </>
      ) : (
        <button type="button" className="league-button" onClick={() => setSure(true)}>
          Leave this league
        </button>
      )}
      {shown}
    </div>
  );
}
