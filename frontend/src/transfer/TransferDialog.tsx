import { useId, useState, type FormEvent } from 'react';
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
 * The leagues the other device is in, added to this device's: each league's board says who the
 * member is and what the league is called (the token alone does not). A league that is gone, or
 * cannot be asked now, is left out; one already here stays as it is.
 */
async function addMemberships(api: GameApi, store: KeyValueStore, carried: CarriedMembership[]) {
  let held = readMemberships(store);
  for (const { id, member_token: token } of carried) {
    if (held.some((membership) => membership.id === id) || !canJoinAnother(held)) continue;
    try {
      const board = await api.leagueBoard(id, token);
      held = withMembership(held, { id, member_token: token, member_id: board.you, name: board.name });
    } catch {
      // Left out, as above.
    }
  }
  writeMemberships(store, held);
}

export const TRANSFER_MESSAGES = {
  unreadable: 'The record behind this code could not be read, so nothing was changed on this device.',
  nothingChanges: 'This device already has the same record: nothing to change.',
};

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

  const replace = () => {
    if (!incoming) return;
    applyRecord(store, incoming.record);
    setBusy(true);
    void addMemberships(api, store, incoming.record.leagues).finally(reload);
  };

  return (
    <Dialog title="Move to another device" onClose={onClose} className="transfer-dialog">
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
