/**
 * The practice word a browser gets next: drawn evenly from the practice words it has not finished
 * in its current round. Rounds are read from its list, oldest first: a round ends with the word
 * that completes the whole pool, and the next begins empty, so the pool comes round again only
 * once every word of it has been played, while the browser just keeps one list (its oldest words
 * dropped past PRACTICE_FINISHED_MOST). Words no longer practice words are ignored.
 * Nothing here reads the schedule: the pool holds no answer, and a draw depends on nothing else.
 * `pick(n)` gives a whole number from 0 to n - 1, evenly; null when there is no practice word.
 */
export function drawPracticeWord(
  pool: readonly string[],
  finished: readonly string[],
  pick: (count: number) => number,
): string | null {
  if (pool.length === 0) return null;
  const inPool = new Set(pool);
  const round = new Set<string>();
  for (const word of finished) {
    if (!inPool.has(word)) continue;
    round.add(word);
    if (round.size === inPool.size) round.clear();
  }
  const left = pool.filter((word) => !round.has(word));
  return left[pick(left.length)] ?? null;
}

/** The words of a start's `finished`, six letters each, written together, oldest first. */
export function finishedWords(finished: string): string[] {
  const words: string[] = [];
  for (let at = 0; at + 6 <= finished.length; at += 6) words.push(finished.slice(at, at + 6));
  return words;
}
