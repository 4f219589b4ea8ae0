import { MAX_GUESSES } from './constants';
import type { LetterResult } from './evaluation';

const SQUARES: Record<LetterResult, string> = { correct: '🟩', present: '🟨', absent: '⬛' };

export interface ShareInput {
  title: string;
  gameNumber: number;
  evaluations: readonly LetterResult[][];
  won: boolean;
  hardMode: boolean;
  siteUrl: string;
}

/** 'Hexle 326 3/7*', a blank line, one row of squares per guess, a blank line, the site address. */
export function shareText({ title, gameNumber, evaluations, won, hardMode, siteUrl }: ShareInput): string {
  const score = won ? String(evaluations.length) : 'X';
  const heading = `${title} ${gameNumber} ${score}/${MAX_GUESSES}${hardMode ? '*' : ''}`;
  const rows = evaluations.map((row) => row.map((result) => SQUARES[result]).join(''));
  return [heading, '', ...rows, '', siteUrl].join('\n');
}
