import { useState } from 'react';
import { CHALLENGE_NOT_FOUND } from '@hexle/contract/error-codes';
import { ApiError } from '../api/api-error';
import type { ChallengeResults } from '../api/game-api';
import { submitErrorText } from '../api/failures';
import { useServices } from '../environment/services';
import { forgetSent, type SentChallenge } from '../rules/challenges';
import { FormError } from '../dialogs/FormError';
import { FriendsResults } from './FriendsResults';

const REMOVED = 'This challenge was removed from the server: it will not be listed again.';

type Reading =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'read'; results: ChallengeResults }
  | { state: 'failed'; text: string };

/** The challenges this browser sent, newest first, each with how the friends who told it did. */
export function SentChallenges({ sent }: { sent: SentChallenge[] }) {
  if (sent.length === 0) return null;
  return (
    <section className="sent-challenges" aria-labelledby="sent-challenges-heading">
      <h3 id="sent-challenges-heading">Your challenges</h3>
      <ul>
        {sent.map((challenge) => (
          <SentItem key={challenge.id} challenge={challenge} />
        ))}
      </ul>
    </section>
  );
}

function SentItem({ challenge }: { challenge: SentChallenge }) {
  const { api, store } = useServices();
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const word = challenge.word.toUpperCase();
  const read = async () => {
    setReading({ state: 'busy' });
    try {
      setReading({ state: 'read', results: await api.challengeResults(challenge.id, challenge.sender_token) });
    } catch (failure) {
      const gone = failure instanceof ApiError && failure.code === CHALLENGE_NOT_FOUND;
      setReading({ state: 'failed', text: gone ? REMOVED : submitErrorText(failure) });
      if (gone) forgetSent(store, challenge.id);
    }
  };
  return (
    <li className="sent-challenge">
      <span className="sent-word">{word}</span>
      <button
        type="button"
        className="friends-button"
        aria-label={`How friends did with ${word}`}
        disabled={reading.state === 'busy'}
        onClick={() => void read()}
      >
        How friends did
      </button>
      <div className="friends-results" aria-live="polite">
        {reading.state === 'read' && <FriendsResults results={reading.results} />}
        {reading.state === 'failed' && <FormError text={reading.text} />}
      </div>
    </li>
  );
}
