import { isMeaning } from '../rules/meaning';

interface AnswerMeaningProps {
  word: string;
  /** As kept with the game: checked here, and nothing is shown for one that cannot be read. */
  meaning: unknown;
}

/** The answer at a game's end with what it means: its part of speech and one or two glosses. */
export function AnswerMeaning({ word, meaning }: AnswerMeaningProps) {
  if (!isMeaning(meaning)) return null;
  return (
    <section className="meaning" aria-label="What the word means">
      <p className="meaning-heading">
        <strong className="meaning-word">{word}</strong> <em className="meaning-part">{meaning.part_of_speech}</em>
      </p>
      <ol className="meaning-glosses">
        {meaning.glosses.map((gloss) => (
          <li key={gloss}>{gloss}</li>
        ))}
      </ol>
    </section>
  );
}
