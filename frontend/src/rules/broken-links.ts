import { BROKEN_ARCHIVE_LINK, BROKEN_CHALLENGE_LINK } from './game-link';

/** What the banner says of a link that cannot name a game (parseGameLink's reasons). */
const BROKEN_LINK_TEXT: Record<string, string> = {
  [BROKEN_CHALLENGE_LINK]:
    'This challenge link is broken: part of it is missing or mistyped. Ask your friend to send it again.',
  [BROKEN_ARCHIVE_LINK]: 'This archive link is broken: game numbers are whole numbers from 1.',
};

/** A link's problem in the player's words: a broken link's by its name, any other as it is. */
export const linkProblemText = (reason: string): string => BROKEN_LINK_TEXT[reason] ?? reason;
