import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './repository.js';
export interface GuessReply {
  status: number;
  text: string;
  body: { evaluation?: string[]; is_winner?: boolean; word?: string; proof?: string; error?: string };
}

/**
 * Plays the guesses one request at a time as the game does (each with the earlier guesses and
 * the last proof), and returns every reply.
 */
export async function playGuesses(
  guesses: string[],
  send: (body: { guess: string; previous_guesses: string[]; proof?: string }) => PromiseLike<GuessReply>,
): Promise<GuessReply[]> {
  const replies: GuessReply[] = [];
  let proof: string | undefined;
  for (const [index, guess] of guesses.entries()) {
    const reply = await send({ guess, previous_guesses: guesses.slice(0, index), proof });
    replies.push(reply);
    proof = reply.body.proof;
  }
  return replies;
}

/** Seven valid guesses, none of them PLANET, FLOWER or BRIDGE. */
export const SEVEN_WRONG = ['GARDEN', 'SILVER', 'CASTLE', 'FOREST', 'MARKET', 'ORANGE', 'WINTER'];

/**
 * What a reply that ends a game carries besides its word: the word's meaning, as the seed loaded it
 * from prisma/words/meanings.tsv (nothing for a word without one).
 */
export function meaningOf(word: string): { meaning?: { part_of_speech: string; glosses: string[] } } {
  const line = readFileSync(path.join(repositoryRoot, 'prisma/words/meanings.tsv'), 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${word}\t`));
  if (!line) return {};
  const [, partOfSpeech, ...glosses] = line.split('\t');
  return { meaning: { part_of_speech: partOfSpeech, glosses } };
}

/** A winning reply as the API sends it: all correct, the word with its meaning, and the proof of the whole game. */
export function winReply(word: string) {
  return { evaluation: Array(6).fill('correct'), is_winner: true, proof: expect.any(String), word, ...meaningOf(word) };
}
