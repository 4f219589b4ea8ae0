import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { submitErrorText } from '../api/failures';
import type { GameApi, TransferTicket } from '../api/game-api';
import type { KeyValueStore } from '../platform/storage';
import { canJoinAnother, readMemberships, withMembership, writeMemberships } from '../rules/leagues';
import { Dialog } from '../dialogs/Dialog';
import { ShareLink } from '../dialogs/ShareLink';
import { transferLink } from '../rules/share-links';
import {
  applyRecord,
  collectRecord,
  readPayload,
  recordChanges,
  toPayload,
  type CarriedMembership,
  type PlayerRecord,
  type RecordChange,
} from '../rules/transfer';
import { useServices } from '../environment/services';

/**
 * The league said no to the membership for good: it is gone (404), or it does not take the token
 * (403), or the id or token cannot be one (400). Anything else (no network, a busy or failing
 * server) may answer another time.
 */
const refusedForGood = (failure: unknown) =>
  failure instanceof ApiError && failure.status !== null && [400, 403, 404].includes(failure.status);

/**
 * The leagues the other device is in, added to this device's: each league's board says who the
 * member is and what the league is called (the token alone does not). A league that is gone or
 * refuses the token is left out, as is one past the browser's MAX_LEAGUES; one already here stays
 * as it is. Resolves to the memberships that could not be asked now, for the player to try again:
 * the code is used, so leaving them out silently would lose them on this device.
 */
async function addMemberships(
  api: GameApi,
  store: KeyValueStore,
  carried: CarriedMembership[],
): Promise<CarriedMembership[]> {
  let held = readMemberships(store);
  const unreached: CarriedMembership[] = [];
  for (const membership of carried) {
    const { id, member_token: token } = membership;
    if (held.some((joined) => joined.id === id) || !canJoinAnother(held)) continue;
    try {
      const board = await api.leagueBoard(id, token);
      held = withMembership(held, { id, member_token: token, member_id: board.you, name: board.name });
    } catch (failure) {
      if (!refusedForGood(failure)) unreached.push(membership);
    }
  }
  writeMemberships(store, held);
  return unreached;
}

export const TRANSFER_MESSAGES = {
  unreadable: 'The record behind this code could not be read, so nothing was changed on this device.',
  nothingChanges: 'This device already has the same record: nothing to change.',
  unreached: (count: number) =>
    `Your record is on this device, but ${count === 1 ? 'one' : count} of your leagues could not be reached just now. Try again to add ${them(count)}, or go on without ${them(count)}.`,
};

/** How the dialog names the leagues not added yet. */
const them = (count: number) => (count === 1 ? 'it' : 'them');

interface TransferDialogProps {
  siteUrl: string;
  /** A code from a `/?transfer=` link, filled in for the player to check. */
  initialCode: string | null;
  onClose: () => void;
}

/** Moves a player's record (rules/transfer.ts): make a code here, or enter one made elsewhere. */
export function TransferDialog({ siteUrl, initialCode, onClose }: TransferDialogProps) {
  const { api, store, reload } = useServices();
  const codeId = useId();
  const [ticket, setTicket] = useState<TransferTicket | null>(null);
  const [code, setCode] = useState(initialCode ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<{ record: PlayerRecord; changes: RecordChange[] } | null>(null);
  // Whether this device's record has been replaced: the page then reloads however the dialog ends.
  const [applied, setApplied] = useState(false);
  // The leagues a replaced record carries that could not be asked yet: offered again before the reload.
  const [unreached, setUnreached] = useState<CarriedMembership[]>([]);

  const run = async (task: () => Promise<void>) => {
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

  const makeCode = () => run(async () => setTicket(await api.createTransfer(toPayload(collectRecord(store)))));

  const claim = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setIncoming(null);
      const record = readPayload(await api.claimTransfer(code.trim()));
      if (!record) {
        setError(TRANSFER_MESSAGES.unreadable);
        return;
      }
      setIncoming({ record, changes: recordChanges(collectRecord(store), record) });
    });
  };

  const addLeagues = (carried: CarriedMembership[]) => {
    setBusy(true);
    void addMemberships(api, store, carried).then(
      (left) => {
        if (left.length === 0) return reload();
        setIncoming(null);
        setUnreached(left);
        setBusy(false);
      },
      () => reload(),
    );
  };

  const replace = () => {
    if (!incoming) return;
    applyRecord(store, incoming.record);
    setApplied(true);
    addLeagues(incoming.record.leagues);
  };

  return (
    // Once a record is in, closing the dialog shows it (the page reloads), even while its leagues
    // are still being asked: a page left on the old record would write it back.
    <Dialog title="Move to another device" onClose={applied ? () => reload() : onClose} className="transfer-dialog">
      <section aria-labelledby={`${codeId}-send`}>
        <h3 id={`${codeId}-send`}>From this device</h3>
        <p>Make a code, then enter it on the other device within 10 minutes. It works once.</p>
        {!ticket && (
          <button type="button" className="transfer-button" disabled={busy} onClick={() => void makeCode()}>
            Make a transfer code
          </button>
        )}
        {ticket && (
          <>
            <p className="transfer-code" aria-label={`Transfer code ${ticket.code}`}>
              {ticket.code}
            </p>
            <p>
              Valid until {new Date(ticket.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.
            </p>
            <ShareLink
              label="Or open this link on the other device"
              link={transferLink(siteUrl, ticket.code)}
              title="My Hexle record"
              text="Open this link on the other device to move my Hexle record there."
            />
          </>
        )}
      </section>
      <section aria-labelledby={`${codeId}-receive`}>
        <h3 id={`${codeId}-receive`}>On this device</h3>
        <form className="transfer-form" onSubmit={claim}>
          <label htmlFor={codeId}>Transfer code from the other device</label>
          <input
            id={codeId}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" disabled={busy || code.trim() === ''}>
            Check code
          </button>
        </form>
      </section>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {unreached.length > 0 && (
        <section className="transfer-preview" aria-label="Leagues not added yet">
          <p role="alert">{TRANSFER_MESSAGES.unreached(unreached.length)}</p>
          <div className="transfer-actions">
            <button type="button" className="transfer-button" disabled={busy} onClick={() => addLeagues(unreached)}>
              Try again
            </button>
            <button type="button" disabled={busy} onClick={() => reload()}>
              Go on without {them(unreached.length)}
            </button>
          </div>
        </section>
      )}
      {incoming && (
        <section className="transfer-preview" aria-label="What will change">
          {incoming.changes.length === 0 ? (
            <p>{TRANSFER_MESSAGES.nothingChanges}</p>
          ) : (
            <>
              <p>Replacing this device&apos;s record changes:</p>
              <ul>
                {incoming.changes.map((change) => (
                  <li key={change.what}>
                    <strong>{change.what}</strong>: {change.from} → {change.to}
                  </li>
                ))}
              </ul>
              <div className="transfer-actions">
                <button type="button" className="transfer-button" disabled={busy} onClick={replace}>
                  Replace this device&apos;s record
                </button>
                <button type="button" onClick={() => setIncoming(null)}>
                  Keep this device&apos;s record
                </button>
              </div>
              <p>The code is now used: keeping this device&apos;s record means making a new code to try again.</p>
            </>
          )}
        </section>
      )}
    </Dialog>
  );
}
