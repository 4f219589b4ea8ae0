import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { submitErrorText } from '../api/failures';
import type { LeaguePreviewReply } from '../api/leagues';
import { Dialog } from '../dialogs/Dialog';
import { useServices } from '../environment/services';
import {
  canJoinAnother,
  LEAGUE_ID,
  LEAGUE_NAME_MAX,
  MAX_LEAGUES,
  MEMBER_NAME_MAX,
  nameFits,
  readMemberships,
  withMembership,
  withoutLeague,
  writeMemberships,
  type Membership,
} from '../rules/leagues';
import { LeagueBoard } from './LeagueBoard';
import { FormError } from '../dialogs/FormError';

interface LeaguesDialogProps {
  siteUrl: string;
  /** What a `/?league=<id>` link names: a league's board for a member, else the screen that joins it. */
  linkedId: string | null;
  onClose: () => void;
}

const BROKEN_LINK = 'This league link is broken: part of it is missing or mistyped. Ask for it again.';
const FULL_TEXT = `You are in ${MAX_LEAGUES} leagues, as many as one browser may be in: leave one to join another.`;

/**
 * Leagues: the ones this browser is in, starting one, joining one by its link, and a league's
 * board. Each membership's token stays in this browser (rules/leagues.ts).
 */
export function LeaguesDialog({ siteUrl, linkedId, onClose }: LeaguesDialogProps) {
  const { store } = useServices();
  const [memberships, setMemberships] = useState(() => readMemberships(store));
  const broken = linkedId !== null && !LEAGUE_ID.test(linkedId);
  const [open, setOpen] = useState<string | null>(broken ? null : linkedId);
  const [preview, setPreview] = useState<LeaguePreviewReply | null>(null);
  const keep = (next: Membership[]) => {
    writeMemberships(store, next);
    setMemberships(next);
  };
  const member = memberships.find(({ id }) => id === open);
  const title = open === null ? 'Leagues' : (member?.name ?? preview?.name ?? 'Join a league');
  const back = open !== null && (
    <button type="button" className="text-button league-back" onClick={() => setOpen(null)}>
      All leagues
    </button>
  );
  return (
    <Dialog title={title} onClose={onClose} className="leagues-dialog">
      {back}
      {broken && open === null && <p className="form-error">{BROKEN_LINK}</p>}
      {open === null ? (
        <LeagueList
          memberships={memberships}
          onOpen={setOpen}
          onStarted={(m) => (keep(withMembership(memberships, m)), setOpen(m.id))}
        />
      ) : member ? (
        <LeagueBoard
          key={member.id}
          membership={member}
          siteUrl={siteUrl}
          onGone={(id) => {
            keep(withoutLeague(memberships, id));
            setOpen(null);
          }}
        />
      ) : (
        <JoinLeague
          id={open}
          canJoin={canJoinAnother(memberships)}
          onPreview={setPreview}
          onJoined={(m) => keep(withMembership(memberships, m))}
        />
      )}
    </Dialog>
  );
}

function LeagueList({
  memberships,
  onOpen,
  onStarted,
}: {
  memberships: Membership[];
  onOpen: (id: string) => void;
  onStarted: (membership: Membership) => void;
}) {
  return (
    <>
      <p>
        Play the daily game with friends: results post themselves, proven by the server, and no one sees a grid of
        today&apos;s game before finishing it.
      </p>
      {memberships.length > 0 && (
        <ul className="league-list" aria-label="Your leagues">
          {memberships.map((membership) => (
            <li key={membership.id}>
              <button type="button" className="league-button" onClick={() => onOpen(membership.id)}>
                {membership.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {canJoinAnother(memberships) ? <StartLeague onStarted={onStarted} /> : <p>{FULL_TEXT}</p>}
    </>
  );
}

function StartLeague({ onStarted }: { onStarted: (membership: Membership) => void }) {
  const { api } = useServices();
  const ids = useId();
  const [name, setName] = useState('');
  const [memberName, setMemberName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = nameFits(name, LEAGUE_NAME_MAX) && nameFits(memberName, MEMBER_NAME_MAX);
  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await api.createLeague(name.trim(), memberName.trim());
      onStarted({ id: created.id, member_token: created.memberToken, member_id: created.memberId, name: name.trim() });
    } catch (failure) {
      setError(submitErrorText(failure));
      setBusy(false);
    }
  };
  return (
    <form className="league-form" onSubmit={(event) => void start(event)} aria-labelledby={`${ids}-start`}>
      <h3 id={`${ids}-start`}>Start a league</h3>
      <label htmlFor={`${ids}-name`}>League name (1 to {LEAGUE_NAME_MAX} characters)</label>
      <input
        id={`${ids}-name`}
        value={name}
        maxLength={LEAGUE_NAME_MAX * 2}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`${ids}-member`}>Your name in it (1 to {MEMBER_NAME_MAX} characters)</label>
      <input
        id={`${ids}-member`}
        value={memberName}
        maxLength={MEMBER_NAME_MAX * 2}
        autoComplete="nickname"
        onChange={(event) => setMemberName(event.target.value)}
      />
      <button type="submit" disabled={busy || !ready}>
        Start league
      </button>
      <FormError text={error} />
    </form>
  );
}

const NO_LEAGUE = 'No league has this link: it may have been mistyped, or removed after 90 days unopened.';

function JoinLeague({
  id,
  canJoin,
  onPreview,
  onJoined,
}: {
  id: string;
  canJoin: boolean;
  onPreview: (preview: LeaguePreviewReply) => void;
  onJoined: (membership: Membership) => void;
}) {
  const { api } = useServices();
  const inputId = useId();
  const [preview, setPreview] = useState<LeaguePreviewReply | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.leaguePreview(id).then(
      (reply) => {
        if (!current) return;
        setPreview(reply);
        onPreview(reply);
      },
      (failure: unknown) => {
        if (current)
          setError(failure instanceof ApiError && failure.status === 404 ? NO_LEAGUE : submitErrorText(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, onPreview]);

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const joined = await api.joinLeague(id, name.trim());
      onJoined({ id, member_token: joined.memberToken, member_id: joined.memberId, name: preview.name });
    } catch (failure) {
      setError(submitErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <div className="league-join">
      {preview ? (
        <>
          <p>
            You are invited to the league <strong>{preview.name}</strong>. Its members:
          </p>
          <ul className="league-list" aria-label="Members">
            {preview.members.map((member) => (
              <li key={member}>{member}</li>
            ))}
          </ul>
          {preview.full ? (
            <p>This league is full: it cannot take another member.</p>
          ) : !canJoin ? (
            <p>{FULL_TEXT}</p>
          ) : (
            <form className="league-form" onSubmit={(event) => void join(event)}>
              <label htmlFor={inputId}>Your name in this league (1 to {MEMBER_NAME_MAX} characters)</label>
              <input
                id={inputId}
                value={name}
                maxLength={MEMBER_NAME_MAX * 2}
                autoComplete="nickname"
                onChange={(event) => setName(event.target.value)}
              />
              <button type="submit" disabled={busy || !nameFits(name, MEMBER_NAME_MAX)}>
                Join league
              </button>
            </form>
          )}
        </>
      ) : (
        !error && <p role="status">Loading the league…</p>
      )}
      <FormError text={error} />
    </div>
  );
}
