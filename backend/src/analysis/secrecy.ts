import type { GivenWord } from './analysis.repository.js';

/**
 * The words the analysis never names (other than a game's own answer): every answer on the list
 * that is not released, and every word a day still played somewhere or still to come has given
 * (an operator may pin any valid guess ahead). Released: given only by days that are over in every
 * time zone (game numbers below `earliestLive`). Every answer not yet given is hidden too, since
 * any of them may be a coming day's word; so the rule needs no knowledge of the schedule ahead.
 */
export function hiddenWords(answers: Iterable<string>, given: readonly GivenWord[], earliestLive: number): string[] {
  const released = new Set<string>();
  const hidden = new Set<string>();
  for (const { word, lastGameNumber } of given) {
    if (lastGameNumber < earliestLive) released.add(word);
    else hidden.add(word);
  }
  for (const answer of answers) if (!released.has(answer)) hidden.add(answer);
  return [...hidden].sort();
}
