import request from 'supertest';
import { withDatabase } from './seed-support.js';
import { type GuessReply, playGuesses, SEVEN_WRONG } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Meanings set for this test, whatever the seed loaded: PLANET and FLOWER have one, BRIDGE none. */
const MEANINGS: Record<string, { part_of_speech: string; glosses: string[] }> = {
  PLANET: { part_of_speech: 'noun', glosses: ['a celestial body orbiting a star', 'a wanderer of the night sky'] },
  FLOWER: { part_of_speech: 'noun', glosses: ['a plant cultivated for its blooms'] },
};
const NO_MEANING = 'BRIDGE';

/** Every gloss, and every word of each longer than three letters: none may show before the end. */
const TELLTALES = Object.values(MEANINGS).flatMap(({ glosses }) => [
  ...glosses,
  ...glosses.flatMap((gloss) => gloss.split(' ').filter((word) => word.length > 3)),
]);

function expectNothingOfTheMeaning(replies: GuessReply[]): void {
  for (const reply of replies) {
    expect(reply.status).toBe(200);
    expect(reply.body).not.toHaveProperty('meaning');
    for (const telltale of TELLTALES) expect(reply.text).not.toContain(telltale);
    expect(reply.text).not.toMatch(/part_of_speech|glosses/);
  }
}

describe('the meaning of the word at the end of a game', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const today = (body: object) => http.post('/api/check-guess').send({ timezone: 'UTC', game_number: 326, ...body });
  const archive = (body: object) =>
    http.post('/api/archive/check-guess').send({ timezone: 'UTC', game_number: 300, ...body });

  beforeAll(async () => {
    t = await startTestApp();
    await withDatabase(t.database.url, async (client) => {
      await client.query('DELETE FROM word_meanings WHERE word = ANY($1)', [[NO_MEANING, ...Object.keys(MEANINGS)]]);
      for (const [word, meaning] of Object.entries(MEANINGS))
        await client.query('INSERT INTO word_meanings (word, part_of_speech, glosses) VALUES ($1, $2, $3)', [
          word,
          meaning.part_of_speech,
          meaning.glosses,
        ]);
    });
    await t.puzzles.pin(326, 'PLANET');
    await t.puzzles.pin(300, NO_MEANING);
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('comes with a win, and with nothing before it', async () => {
    const replies = await playGuesses([...SEVEN_WRONG.slice(0, 5), 'planet'], today);
    expectNothingOfTheMeaning(replies.slice(0, 5));
    expect(replies[5].body).toEqual({
      evaluation: Array(6).fill('correct'),
      is_winner: true,
      proof: expect.any(String),
      word: 'PLANET',
      meaning: MEANINGS.PLANET,
    });
  });

  it('comes with the seventh wrong guess of a proven game, and in no earlier reply', async () => {
    const replies = await playGuesses(SEVEN_WRONG, today);
    expectNothingOfTheMeaning(replies.slice(0, 6));
    expect(replies[6].body).toEqual({
      evaluation: expect.any(Array),
      is_winner: false,
      proof: expect.any(String),
      word: 'PLANET',
      meaning: MEANINGS.PLANET,
    });
  });

  it('never comes without the word: seven guesses without their proof tell neither', async () => {
    const reply = await today({ guess: SEVEN_WRONG[6], previous_guesses: SEVEN_WRONG.slice(0, 6) });
    expectNothingOfTheMeaning([reply]);
    expect(reply.body).toEqual({ evaluation: expect.any(Array), is_winner: false });
  });

  it('is left out, with no empty field, for a word that has none (archive)', async () => {
    const win = await archive({ guess: 'bridge' }).expect(200);
    expect(win.body).toEqual({
      evaluation: Array(6).fill('correct'),
      is_winner: true,
      proof: expect.any(String),
      word: NO_MEANING,
    });
    const replies = await playGuesses(SEVEN_WRONG, archive);
    expect(replies[6].body).toEqual({
      evaluation: expect.any(Array),
      is_winner: false,
      proof: expect.any(String),
      word: NO_MEANING,
    });
  });

  it("comes at the end of a friend's challenge too, and in no earlier reply", async () => {
    const created = await http.post('/api/challenges').send({ word: 'flower', timezone: 'UTC' }).expect(201);
    const id = (created.body as { id: string }).id;
    const challenge = (body: object) =>
      http.post(`/api/challenges/${id}/check-guess`).send({ timezone: 'UTC', ...body });

    const won = await playGuesses([...SEVEN_WRONG.slice(0, 3), 'flower'], challenge);
    expectNothingOfTheMeaning(won.slice(0, 3));
    expect(won[3].body).toEqual({
      evaluation: Array(6).fill('correct'),
      is_winner: true,
      proof: expect.any(String),
      word: 'FLOWER',
      meaning: MEANINGS.FLOWER,
    });

    const lost = await playGuesses(SEVEN_WRONG, challenge);
    expectNothingOfTheMeaning(lost.slice(0, 6));
    expect(lost[6].body).toMatchObject({
      is_winner: false,
      proof: expect.any(String),
      word: 'FLOWER',
      meaning: MEANINGS.FLOWER,
    });
  });

  it('is read-only to the API: its role can read the meanings but not change them', async () => {
    const attempt = (sql: string) =>
      withDatabase(t.database.apiUrl, (client) => client.query(sql)).then(
        () => null,
        (error: Error) => error.message,
      );
    expect(await attempt('SELECT count(*) FROM word_meanings')).toBeNull();
    for (const sql of [
      "INSERT INTO word_meanings (word, part_of_speech, glosses) VALUES ('ZEPHYR', 'noun', '{wind}')",
      "UPDATE word_meanings SET glosses = '{changed}'",
      'DELETE FROM word_meanings',
    ])
      expect([sql, await attempt(sql)]).toEqual([sql, expect.stringContaining('permission denied')]);
  });
});
