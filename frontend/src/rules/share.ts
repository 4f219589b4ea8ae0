import { MAX_GUESSES } from './constants';
import type { LetterResult } from './evaluation';

const SQUARES: Record<LetterResult, string> = { correct: '🟩', present: '🟨', absent: '⬛' };
/** The high-contrast palette's colours: orange for correct, blue for present. */
const HIGH_CONTRAST_SQUARES: Record<LetterResult, string> = { correct: '🟧', present: '🟦', absent: '⬛' };

/**
 * How the share text names a game, said by the game's strategy: the text itself knows no kinds.
 * Empty for today's game: its number after the title, and the site address at the end.
 */
export interface ShareSource {
  /** Names the game after the title instead of its number ('challenge'). */
  label?: string;
  /** Follows the result on the first line ('(archive)'). */
  note?: string;
  /** Ends the text instead of the site address (a challenge's own link, never its word). */
  link?: string;
}

export interface ShareInput {
  title: string;
  /** Today's or an archive game's number; null for a challenge. */
  gameNumber: number | null;
  source?: ShareSource;
  evaluations: readonly LetterResult[][];
  won: boolean;
  hardMode: boolean;
  siteUrl: string;
  highContrast?: boolean;
}

/**
 * 'Hexle 326 3/7*' ('Hexle 312 4/7 (archive)', 'Hexle challenge 5/7'), a blank line, one row of
 * squares per guess, a blank line, the site address (a challenge's own link).
 */
export function shareText({
  title,
  gameNumber,
  evaluations,
  won,
  hardMode,
  siteUrl,
  highContrast = false,
  source = {},
}: ShareInput): string {
  const squares = highContrast ? HIGH_CONTRAST_SQUARES : SQUARES;
  const score = won ? String(evaluations.length) : 'X';
  const result = `${score}/${MAX_GUESSES}${hardMode ? '*' : ''}`;
  const heading = `${title} ${source.label ?? gameNumber ?? ''} ${result}${source.note ? ` ${source.note}` : ''}`;
  const rows = evaluations.map((row) => row.map((result) => squares[result]).join(''));
  return [heading, '', ...rows, '', source.link ?? siteUrl].join('\n');
}
