import { useEffect, useMemo, useState } from 'react';
import wordListUrl from '../../../prisma/words/valid-guesses.txt?url';
import { parseWordList, possibleAnswers } from '../rules/possible-answers';
import type { GameModel } from './game-reducer';

/**
 * The public list of valid guesses, fetched once, when the count is first shown: a file of its own
 * beside the scripts (the build copies prisma/words/valid-guesses.txt), which the service worker
 * does not keep in advance, so a player who never turns the count on never downloads it. A failed
 * fetch (offline) is tried again at the next guess.
 */
let wordList: Promise<string[]> | null = null;
const loadWordList = () =>
  (wordList ??= fetch(wordListUrl)
    .then((reply) => {
      if (!reply.ok) throw new Error(`The word list could not be fetched (${reply.status})`);
      return reply.text();
    })
    .then(parseWordList)
    .catch((error: unknown) => {
      wordList = null;
      throw error;
    }));

/**
 * "N possible words left": after each revealed guess of a game in play, how many words of the public
 * list still fit every colour so far (rules/possible-answers.ts). Read politely by screen readers,
 * after the row's own announcement. Shown only while the setting is on; its chunk is fetched then.
 */
export function PossibleCount({ model }: { model: GameModel }) {
  const [words, setWords] = useState<string[] | null>(null);
  const { guesses, evaluations, revealedRows, gameState } = model;
  useEffect(() => {
    if (words) return;
    let mounted = true;
    loadWordList().then(
      (list) => mounted && setWords(list),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [words, revealedRows]);
  const count = useMemo(
    () => words && possibleAnswers(words, guesses.slice(0, revealedRows), evaluations).length,
    [words, guesses, evaluations, revealedRows],
  );
  const text =
    count !== null && revealedRows > 0 && gameState === 'playing'
      ? `${count.toLocaleString('en-US')} possible ${count === 1 ? 'word' : 'words'} left`
      : '';
  return (
    <p className="possible-count" aria-live="polite" aria-atomic="true" data-testid="possible-count">
      {text}
    </p>
  );
}
