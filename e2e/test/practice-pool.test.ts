import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { dialog, submitGuess } from './support/game-page.js';
import { practiceIdOf, practiceWordOf } from './support/practice-word.js';

const session = browserSession();
const GAMES = 60;

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

/** Of `words`, those that are an answer (a day may get them) or any day's word, past or to come. */
async function dailyWordsAmong(databaseUrl: string, words: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ word: string }>(
      `SELECT text AS word FROM words WHERE text = ANY($1) AND is_answer
       UNION SELECT word FROM daily_puzzles WHERE word = ANY($1)
       UNION SELECT word FROM replaced_puzzles WHERE word = ANY($1)`,
      [words],
    );
    return rows.map((row) => row.word).sort();
  } finally {
    await client.end();
  }
}

describe('practice words', () => {
  it(`never repeat in ${GAMES} games in one browser, and none is a day's word`, async () => {
    const { page } = await session.player();
    await page.goto('/?practice');
    await page.getByRole('region', { name: 'Which game' }).getByText('Practice game').waitFor();
    const { databaseUrl } = inject('stack');
    const words: string[] = [];
    let id = await practiceIdOf(page);
    for (let game = 0; game < GAMES; game++) {
      const word = await practiceWordOf(databaseUrl, id);
      words.push(word);
      await submitGuess(page, word);
      const end = dialog(page, 'Statistics');
      await end.getByRole('button', { name: 'New practice game' }).click();
      await end.waitFor({ state: 'detached' });
      const previous = id;
      await expect.poll(async () => (id = await practiceIdOf(page))).not.toBe(previous);
    }

    expect(words.length).toBe(GAMES);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
    // The browser keeps the words it finished, oldest first, and sent them with every start.
    expect(await stored(page, 'hexle.practiceStatistics')).toMatchObject({
      gamesPlayed: GAMES,
      gamesWon: GAMES,
      finished: words.join(''),
    });
    expect(await dailyWordsAmong(databaseUrl, words)).toEqual([]);
  }, 600_000);
});
