import type { ChallengeResults } from '../api/game-api';
import { MAX_GUESSES } from '../rules/constants';
import { DistributionChart } from '../dialogs/DistributionChart';

const guessesText = (count: number) => `${count} ${count === 1 ? 'guess' : 'guesses'}`;

/** How the friends who told a challenge their result did: counts, the guesses of those who solved it, names shown. */
export function FriendsResults({ results }: { results: ChallengeResults }) {
  const { players, solved, distribution, named } = results;
  if (players === 0) return <p>No friend has told you their result yet.</p>;
  const bars = Array.from({ length: MAX_GUESSES }, (_, i) => distribution[String(i + 1) as keyof typeof distribution]);
  return (
    <>
      <p>
        {players} {players === 1 ? 'friend' : 'friends'} told you how they did: {solved} solved it
        {distribution.X > 0 ? `, ${distribution.X} did not` : ''}.
      </p>
      {solved > 0 && (
        <DistributionChart distribution={bars} highlight={null} label="Friends' guesses" barId="friends-bar" />
      )}
      {named.length > 0 && (
        <ul className="named-friends" aria-label="Friends who showed their name">
          {named.map(({ name, won, guesses }, i) => (
            <li key={`${name}-${i}`}>
              {name}: {won ? `solved in ${guessesText(guesses)}` : 'not solved'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
