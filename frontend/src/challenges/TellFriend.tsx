import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHALLENGE_RESULT_EXISTS, CHALLENGE_RESULTS_FULL } from '@hexle/contract/error-codes';
import { ApiError } from '../api/api-error';
import { submitErrorText } from '../api/failures';
import { useServices } from '../environment/services';
import { hasTold, markTold, readChallenges } from '../rules/challenges';
import { cleanName, MEMBER_NAME_MAX, nameFits } from '../rules/leagues';
import { FormError } from '../dialogs/FormError';

const NAME_RULE = `A name is 1 to ${MEMBER_NAME_MAX} characters, or none.`;
const TOLD = 'Your friend can see how you did';
/** The server keeps one result a player, whom it knows by their network: another browser there may have told it. */
const COUNTED_BEFORE =
  'Your friend already has a result of this challenge from your network, so this one was not added.';
/** What the server answers, for good, instead of taking the result: said in place of the form. */
const FINAL: Record<string, string> = {
  [CHALLENGE_RESULT_EXISTS]: COUNTED_BEFORE,
  [CHALLENGE_RESULTS_FULL]: 'This challenge already counts the most results it keeps, so yours could not be added.',
};

/**
 * The end of a friend's challenge: tells its sender how the player did, once, when the player
 * asks, with a name only if the player types one. The proof of the game's last reply goes with it.
 */
export function TellFriend({ id, guesses, proof }: { id: string; guesses: string[]; proof: string | null }) {
  const { api, store } = useServices();
  const inputId = useId();
  const [name, setName] = useState(() => readChallenges(store).name ?? '');
  // What the server said to the result: told (with the name shown, '' for none), or counted before.
  const [told, setTold] = useState<string | null>(() => (hasTold(store, id) ? `${TOLD}.` : null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Told just now: focus moves to what was said, where the form was (not when the view opens told).
  const [justTold, setJustTold] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justTold) said.current?.focus();
  }, [justTold]);

  const tell = async (event: FormEvent) => {
    event.preventDefault();
    const shown = cleanName(name);
    if (shown && !nameFits(shown, MEMBER_NAME_MAX)) {
      setError(NAME_RULE);
      return;
    }
    setBusy(true);
    setError(null);
    let answer = shown ? `${TOLD}, with your name, ${shown}.` : `${TOLD}.`;
    try {
      await api.tellChallengeResult(id, { previousGuesses: guesses, proof }, shown || null);
    } catch (failure) {
      const final = failure instanceof ApiError && failure.code !== null ? FINAL[failure.code] : undefined;
      if (final === undefined) {
        setError(submitErrorText(failure));
        setBusy(false);
        return;
      }
      answer = final;
    }
    markTold(store, id, shown || null);
    setTold(answer);
    setJustTold(true);
    setBusy(false);
  };

  if (told !== null)
    return (
      <section className="tell-friend" aria-label="Tell your friend">
        <p role="status" ref={said} tabIndex={-1}>
          {told}
        </p>
      </section>
    );
  return (
    <section className="tell-friend" aria-label="Tell your friend">
      <p>Let the friend who sent this challenge see how you did. Your name is shown only if you type one.</p>
      <form className="name-form" onSubmit={(event) => void tell(event)}>
        <label htmlFor={inputId}>Your name (optional)</label>
        <input
          id={inputId}
          value={name}
          maxLength={MEMBER_NAME_MAX * 2}
          autoComplete="nickname"
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" disabled={busy}>
          Tell your friend
        </button>
      </form>
      <FormError text={error} />
    </section>
  );
}
