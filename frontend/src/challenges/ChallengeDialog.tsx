import { useId, useState, type FormEvent } from 'react';
import { submitErrorText } from '../api/failures';
import { Dialog } from '../dialogs/Dialog';
import { ShareLink } from '../dialogs/ShareLink';
import { MAX_GUESSES, WORD_LENGTH } from '../rules/constants';
import { challengeLink } from '../rules/share-links';
import { useServices } from '../environment/services';
import { keepSent, readChallenges } from '../rules/challenges';
import { SentChallenges } from './SentChallenges';
import { FormError } from '../dialogs/FormError';

/** Picks a word for a friend and hands back the link that plays it; the word is not in the link. */
export function ChallengeDialog({ siteUrl, onClose }: { siteUrl: string; onClose: () => void }) {
  const { api, store } = useServices();
  const inputId = useId();
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [sent, setSent] = useState(() => readChallenges(store).sent);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = word.trim();
    if (!/^[A-Za-z]{6}$/.test(candidate)) {
      setError(`A challenge word is ${WORD_LENGTH} letters, A to Z.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { id, senderToken } = await api.createChallenge(candidate.toLowerCase());
      keepSent(store, { id, sender_token: senderToken, word: candidate });
      setSent(readChallenges(store).sent);
      setLink(challengeLink(siteUrl, id));
    } catch (failure) {
      setError(submitErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Challenge a friend" onClose={onClose} className="challenge-dialog">
      <p>
        Pick a {WORD_LENGTH}-letter word and send the link: your friend gets 7 tries, as in the daily game. The link
        does not give the word away, and challenges do not count in statistics. Friends who tell you their result show
        up under Your challenges, in this browser.
      </p>
      <form className="challenge-form" onSubmit={(event) => void create(event)}>
        <label htmlFor={inputId}>Your word</label>
        <input
          id={inputId}
          value={word}
          maxLength={WORD_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setWord(event.target.value);
            setLink(null);
            // A refusal (not a word, or a word that can't be used) was about the word now changed.
            setError(null);
          }}
        />
        <button type="submit" disabled={busy}>
          Create link
        </button>
      </form>
      <FormError text={error} />
      {link && (
        <ShareLink
          label="Send this link to a friend"
          link={link}
          title="A Hexle challenge"
          text={`I picked a word for you: can you guess it in ${MAX_GUESSES} tries?`}
        />
      )}
      <SentChallenges sent={sent} />
    </Dialog>
  );
}
