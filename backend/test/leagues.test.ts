import request from 'supertest';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { LeaguePruner } from '../src/leagues/league-pruner.js';
import { LeaguesRepository } from '../src/leagues/leagues.repository.js';
import { MetricsServer } from '../src/platform/metrics/metrics-server.js';
import { playGuesses, SEVEN_WRONG } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Today's game in UTC at the test's clock (2026-11-22T12:00Z); in Pacific/Kiritimati it is already 327. */
const TODAY = 326;
const ANSWER = 'FLOWER';
const KIRITIMATI_ANSWER = 'BRIDGE';
const DAY_MS = 86_400_000;
const SETTINGS = {
  RATE_LIMIT_MAX: '100000',
  NETWORK_RATE_LIMIT_MAX: '10000000',
  LEAGUE_CLIENT_DAILY_MAX: '1000',
  LEAGUE_NETWORK_DAILY_MAX: '1000',
};

interface Reply {
  status: number;
  body: Record<string, unknown> & { code?: string };
  headers: Record<string, string>;
  text: string;
}

/**
 * A finished game of today's as the page holds it: every guess, and the proof the server gave with
 * the game's last reply (of every guess); `beforeLast`, the one it gave with the last wrong guess
 * before the final one, which the analysis also takes and a league does not.
 */
interface Played {
  guesses: string[];
  proof?: string;
  beforeLast?: string;
}

const WIN_IN_3 = ['GARDEN', 'SILVER', ANSWER];

class Api {
  /** Every reply of a league route, for the secrecy test. */
  readonly replies: Reply[] = [];
  private address = 0;

  constructor(private readonly t: TestApp) {}

  tick(): void {
    this.t.clock.advance(1000);
  }

  private http() {
    return request(this.t.app.getHttpServer());
  }

  /** A new client on a network of its own. */
  newClient(): string {
    this.address += 1;
    return `198.${51 + Math.floor(this.address / 250)}.${this.address % 250}.7`;
  }

  private keep(reply: Reply): Reply {
    this.replies.push(reply);
    return reply;
  }

  async create(body: object, from = this.newClient()): Promise<Reply> {
    return this.keep(
      await this.http()
        .post('/api/leagues')
        .set('X-Forwarded-For', from)
        .send({ name: 'Friends', member_name: 'Ana', timezone: 'UTC', ...body }),
    );
  }

  async join(id: string, memberName: string, from = this.newClient()): Promise<Reply> {
    return this.keep(
      await this.http()
        .post(`/api/leagues/${id}/members`)
        .set('X-Forwarded-For', from)
        .send({ member_name: memberName, timezone: 'UTC' }),
    );
  }

  async preview(id: string): Promise<Reply> {
    return this.keep(await this.http().get(`/api/leagues/${id}/preview`));
  }

  async board(id: string, token?: string, timezone = 'UTC'): Promise<Reply> {
    const get = this.http().get(`/api/leagues/${id}?timezone=${encodeURIComponent(timezone)}`);
    return this.keep(await (token === undefined ? get : get.set('Authorization', `Bearer ${token}`)));
  }

  async post(id: string, token: string, game: Played, extra: object = {}): Promise<Reply> {
    return this.keep(
      await this.http()
        .post(`/api/leagues/${id}/results`)
        .send({ member_token: token, game_number: TODAY, timezone: 'UTC', ...game, ...extra }),
    );
  }

  async rename(id: string, token: string, memberName: string): Promise<Reply> {
    return this.keep(
      await this.http()
        .patch(`/api/leagues/${id}/members/me`)
        .set('Authorization', `Bearer ${token}`)
        .send({ member_name: memberName }),
    );
  }

  async leave(id: string, token: string): Promise<Reply> {
    return this.keep(await this.http().delete(`/api/leagues/${id}/members/me`).set('Authorization', `Bearer ${token}`));
  }

  async remove(id: string, token: string, memberId: string): Promise<Reply> {
    return this.keep(
      await this.http().delete(`/api/leagues/${id}/members/${memberId}`).set('Authorization', `Bearer ${token}`),
    );
  }

  /** The analysis of a finished game of today's, as the page asks for it: its skill and the seal on it. */
  async analyse(game: Played): Promise<Reply> {
    return this.keep(
      await this.http()
        .post('/api/analysis')
        .set('X-Forwarded-For', this.newClient())
        .send({ kind: 'daily', game_number: TODAY, timezone: 'UTC', ...game }),
    );
  }

  /** Plays a whole game of today's through check-guess, as the page does. */
  async play(guesses: string[], timezone = 'UTC', gameNumber = TODAY): Promise<Played> {
    const from = this.newClient();
    const replies = await playGuesses(guesses, (body) =>
      this.http()
        .post('/api/check-guess')
        .set('X-Forwarded-For', from)
        .send({ timezone, game_number: gameNumber, ...body }),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    return { guesses, proof: replies.at(-1)?.body.proof, beforeLast: replies.at(-2)?.body.proof };
  }
}

/** A league with its creator, and the members who joined, by name: each one's token and id. */
async function league(api: Api, names: string[]) {
  const created = await api.create({ member_name: names[0] });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const members: Record<string, { token: string; id: string }> = {
    [names[0]]: { token: created.body.member_token as string, id: created.body.member_id as string },
  };
  for (const name of names.slice(1)) {
    // Members are listed in the order they joined: a moment apart, as people do.
    api.tick();
    const joined = await api.join(id, name);
    expect(joined.status).toBe(201);
    members[name] = { token: joined.body.member_token as string, id: joined.body.member_id as string };
  }
  return { id, members };
}

const resultRows = (t: TestApp) => t.owner.client.leagueResult.count();

describe('leagues', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await startTestApp(SETTINGS);
    await t.puzzles.pin(TODAY, ANSWER);
    await t.puzzles.pin(TODAY + 1, KIRITIMATI_ANSWER);
    await t.puzzles.pin(TODAY - 1, 'PLANET');
    api = new Api(t);
  });
  afterAll(() => t.close());

  describe('starting and joining', () => {
    it('starts a league: its id and the creator’s token, a preview for the link, a board for the token', async () => {
      const created = await api.create({ name: 'Hexle club', member_name: 'Ana' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        member_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        member_id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      });
      const id = created.body.id as string;
      const preview = await api.preview(id);
      expect(preview.status).toBe(200);
      expect(preview.body).toEqual({ id, name: 'Hexle club', members: ['Ana'], full: false });
      const board = await api.board(id, created.body.member_token as string);
      expect(board.status).toBe(200);
      expect(board.headers['cache-control']).toBe('private, no-store');
      expect(board.body).toMatchObject({
        id,
        name: 'Hexle club',
        you: created.body.member_id,
        members: [{ id: created.body.member_id, name: 'Ana', creator: true }],
        today: { game_number: TODAY, finished: false, results: [] },
        week: { from_game_number: TODAY - 6, to_game_number: TODAY },
      });
      // The server keeps only the token's hash.
      const row = await t.owner.client.leagueMember.findFirstOrThrow({ where: { leagueId: id } });
      expect(Buffer.from(row.tokenHash).toString('base64url')).not.toContain(created.body.member_token);
      expect(row.tokenHash.length).toBe(32);
    });

    it('cleans names of control characters and keeps them within 1-32 (league) and 1-20 (member) characters', async () => {
      const cleaned = await api.create({ name: '\u0000 Night\u200b owls\n', member_name: '\tAna\u202e ' });
      expect(cleaned.status).toBe(201);
      expect((await api.preview(cleaned.body.id as string)).body).toMatchObject({
        name: 'Night owls',
        members: ['Ana'],
      });
      const leagues = await t.owner.client.league.count();
      for (const [body, message] of [
        [{ name: '' }, /name must show at least one character/],
        [{ name: '\u0000\u200b ' }, /name must show at least one character/],
        [{ member_name: `a${'\u0301'.repeat(18)}` }, /no pile of marks/],
        [{ name: 'x'.repeat(33) }, /name must be at most 32/],
        [{ member_name: 'y'.repeat(21) }, /member_name must be at most 20/],
        [{ member_name: 42 }, /member_name must be a name/],
        [{ timezone: 'Mars/Base' }, /timezone/],
      ] as const) {
        const refused = await api.create(body);
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('invalid_body');
        expect(refused.body.error).toMatch(message);
      }
      // 32 characters even when JavaScript counts them as 64 units.
      expect((await api.create({ name: '😀'.repeat(32) })).status).toBe(201);
      expect(await t.owner.client.league.count()).toBe(leagues + 1);
    });

    it('refuses names the offensive-word rule refuses, and stores nothing', async () => {
      const leagues = await t.owner.client.league.count();
      for (const body of [{ name: 'The shit club' }, { member_name: 'Bitch' }]) {
        const refused = await api.create(body);
        expect(refused.status).toBe(422);
        expect(refused.body.code).toBe('name_refused');
      }
      expect(await t.owner.client.league.count()).toBe(leagues);
      const { id } = await league(api, ['Ana']);
      expect((await api.join(id, 'shitty')).body.code).toBe('name_refused');
      expect((await api.preview(id)).body.members).toEqual(['Ana']);
    });

    it('refuses a name dressed up to look like a member’s, or like no name at all', async () => {
      const { id } = await league(api, ['Bob', 'Zoe']);
      // Drawn exactly as "Bob": a variation selector, the grapheme joiner, fullwidth or bold letters.
      for (const name of ['Bob\ufe0f', 'Bo\u034fb', '\uff22\uff4f\uff42', '\u{1d401}\u{1d428}\u{1d41b}']) {
        const taken = await api.join(id, name);
        expect([taken.status, taken.body.code]).toEqual([409, 'member_name_taken']);
      }
      // Written wholly in Cyrillic or Greek letters drawn like Latin ones: "ВОВ", "ΒΟΒ", "вов" is not drawn like "Bob".
      for (const name of ['\u0412\u041e\u0412', '\u0392\u039f\u0392']) {
        const taken = await api.join(id, name);
        expect([name, taken.status, taken.body.code]).toEqual([name, 409, 'member_name_taken']);
      }
      // A Cyrillic "о" in a Latin name.
      const mixed = await api.join(id, 'B\u043eb');
      expect([mixed.status, mixed.body.code]).toEqual([422, 'name_refused']);
      // Blank: Hangul fillers, the empty braille pattern, an accent on nothing.
      for (const name of ['\u3164', '\u2800', '\u115f\u115f', '\u0301']) {
        const blank = await api.join(id, name);
        expect([blank.status, blank.body.code]).toEqual([400, 'invalid_body']);
      }
      expect((await api.preview(id)).body.members).toEqual(['Bob', 'Zoe']);
    });

    it('refuses a name already in the league, in any case, and a league that does not exist', async () => {
      const { id } = await league(api, ['Ana', 'Bea']);
      for (const name of ['ana', 'BEA', ' Bea\u0000']) {
        const taken = await api.join(id, name);
        expect(taken.status).toBe(409);
        expect(taken.body.code).toBe('member_name_taken');
      }
      const unknown = await api.join('AAAAAAAAAAAAAAAA', 'Cy');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('league_not_found');
      expect((await api.preview('AAAAAAAAAAAAAAAA')).body.code).toBe('league_not_found');
      const malformed = await api.join('nope', 'Cy');
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('league_not_found');
      expect((await api.preview(id)).body.members).toEqual(['Ana', 'Bea']);
    });
  });

  describe('results', () => {
    it('accepts a proven win and a proven loss, once each, with the grid in colours only', async () => {
      const { id, members } = await league(api, ['Ana', 'Bea']);
      const win = await api.post(id, members.Ana.token, await api.play(WIN_IN_3));
      expect(win.status).toBe(201);
      expect(win.body).toEqual({ game_number: TODAY, won: true, guesses: 3, grid: expect.any(Array) });
      expect(win.body.grid).toEqual([
        expect.stringMatching(/^[cpa]{6}$/),
        expect.stringMatching(/^[cpa]{6}$/),
        'cccccc',
      ]);
      const loss = await api.post(id, members.Bea.token, await api.play(SEVEN_WRONG));
      expect(loss.status).toBe(201);
      expect(loss.body).toMatchObject({ won: false, guesses: 7 });
      const before = await resultRows(t);
      const again = await api.post(id, members.Ana.token, await api.play(['CASTLE', ANSWER]));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('result_exists');
      expect(await resultRows(t)).toBe(before);
    });

    it('refuses a result the server did not judge, of another day, of another member or league, and stores nothing', async () => {
      const { id, members } = await league(api, ['Ana']);
      const other = await league(api, ['Zed']);
      const played = await api.play(WIN_IN_3);
      const before = await resultRows(t);
      for (const change of [
        { proof: undefined },
        { proof: 'forged' },
        // The proof of the guesses before the last: the server may never have judged the final guess.
        { proof: played.beforeLast },
        // A win at once that no request ever made.
        { guesses: [ANSWER], proof: undefined },
        // The proof of two guesses does not cover three.
        { guesses: ['GARDEN', 'SILVER', 'CASTLE', ANSWER] },
        // Nor other guesses than those it was given for.
        { guesses: ['SILVER', 'GARDEN', ANSWER] },
      ]) {
        const refused = await api.post(id, members.Ana.token, { ...played, ...change });
        expect([refused.status, refused.body.code]).toEqual([422, 'guesses_unproven']);
      }
      const notOver = await api.post(id, members.Ana.token, { guesses: ['GARDEN', 'SILVER'], proof: played.proof });
      expect([notOver.status, notOver.body.code]).toEqual([409, 'game_not_over']);
      const yesterday = await api.post(id, members.Ana.token, played, { game_number: TODAY - 1 });
      expect([yesterday.status, yesterday.body.code]).toEqual([409, 'result_not_today']);
      const tomorrow = await api.post(id, members.Ana.token, played, { game_number: TODAY + 1 });
      expect([tomorrow.status, tomorrow.body.code]).toEqual([409, 'result_not_today']);
      const otherLeague = await api.post(id, other.members.Zed.token, played);
      expect([otherLeague.status, otherLeague.body.code]).toEqual([403, 'league_token_refused']);
      const madeUp = await api.post(id, 'x'.repeat(43), played);
      expect([madeUp.status, madeUp.body.code]).toEqual([403, 'league_token_refused']);
      const malformed = await api.post(id, 'short', played);
      expect([malformed.status, malformed.body.code]).toEqual([400, 'league_token_refused']);
      const unknown = await api.post('AAAAAAAAAAAAAAAA', members.Ana.token, played);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'league_not_found']);
      expect(await resultRows(t)).toBe(before);
      // The same game, proven, is then accepted.
      expect((await api.post(id, members.Ana.token, played)).status).toBe(201);
    });

    it("takes a skill only with the analysis' seal on it, with the result or after it, once", async () => {
      await t.app.get(AnalysisService).ready();
      const { id, members } = await league(api, ['Ana', 'Bea', 'Cy']);
      const win = await api.play(WIN_IN_3);
      const analysis = await api.analyse(win);
      expect(analysis.status).toBe(200);
      const { skill, skill_seal: seal } = analysis.body as { skill: number; skill_seal: string };
      expect(seal).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const before = await resultRows(t);
      for (const [change, status, code] of [
        [{ skill: (skill + 1) % 100, skill_seal: seal }, 422, 'skill_unproven'],
        [{ skill, skill_seal: 'x'.repeat(43) }, 422, 'skill_unproven'],
        // The seal is of these guesses: another game's skill is not this one's.
        [{ skill, skill_seal: seal, guesses: ['SILVER', 'GARDEN', ANSWER] }, 422, 'guesses_unproven'],
        [{ skill }, 400, 'invalid_body'],
        [{ skill: 100, skill_seal: seal }, 400, 'invalid_body'],
      ] as const) {
        const refused = await api.post(id, members.Ana.token, win, change);
        expect([refused.status, refused.body.code]).toEqual([status, code]);
      }
      expect(await resultRows(t)).toBe(before);
      // With the result at once.
      const posted = await api.post(id, members.Ana.token, win, { skill, skill_seal: seal });
      expect(posted.status).toBe(201);
      expect(posted.body).toMatchObject({ won: true, guesses: 3, skill });
      // After the result: the member opened the analysis later.
      const loss = await api.play(SEVEN_WRONG);
      expect((await api.post(id, members.Bea.token, loss)).status).toBe(201);
      const lossAnalysis = (await api.analyse(loss)).body as { skill: number; skill_seal: string };
      const later = await api.post(id, members.Bea.token, loss, {
        skill: lossAnalysis.skill,
        skill_seal: lossAnalysis.skill_seal,
      });
      expect(later.status).toBe(201);
      // Once: a second skill, or the same again, is a result that exists.
      const again = await api.post(id, members.Bea.token, loss, {
        skill: lossAnalysis.skill,
        skill_seal: lossAnalysis.skill_seal,
      });
      expect([again.status, again.body.code]).toEqual([409, 'result_exists']);
      // The board shows each skill with the grids, to a member who has finished only.
      const waiting = await api.board(id, members.Cy.token);
      expect(waiting.text).not.toContain('skill');
      const board = await api.board(id, members.Ana.token);
      const results = (board.body.today as { results: { member_id: string; skill?: number }[] }).results;
      expect(results.map((r) => [r.member_id, r.skill])).toEqual([
        [members.Ana.id, skill],
        [members.Bea.id, lossAnalysis.skill],
      ]);
    });

    it("takes today's game of the member's own zone, where a later game may already be today", async () => {
      const { id, members } = await league(api, ['Kiri']);
      const played = await api.play(['GARDEN', KIRITIMATI_ANSWER], 'Pacific/Kiritimati', TODAY + 1);
      const posted = await api.post(id, members.Kiri.token, played, {
        game_number: TODAY + 1,
        timezone: 'Pacific/Kiritimati',
      });
      expect(posted.status).toBe(201);
      const board = await api.board(id, members.Kiri.token, 'Pacific/Kiritimati');
      expect(board.body.today).toMatchObject({ game_number: TODAY + 1, finished: true });
    });

    it('takes no game before one the member has posted, whichever zone it is still today in', async () => {
      const { id, members } = await league(api, ['Kiri', 'Ana']);
      const ahead = await api.play(['GARDEN', KIRITIMATI_ANSWER], 'Pacific/Kiritimati', TODAY + 1);
      const first = await api.post(id, members.Kiri.token, ahead, {
        game_number: TODAY + 1,
        timezone: 'Pacific/Kiritimati',
      });
      expect(first.status).toBe(201);
      const before = await resultRows(t);
      // Today's game in UTC, played and proven, is a day before the one Kiri has posted.
      const back = await api.post(id, members.Kiri.token, await api.play(WIN_IN_3));
      expect([back.status, back.body.code]).toEqual([409, 'result_out_of_order']);
      expect(await resultRows(t)).toBe(before);
      // Another member's days are their own.
      expect((await api.post(id, members.Ana.token, await api.play(WIN_IN_3))).status).toBe(201);
    });
  });

  describe('the board', () => {
    it('shows a member who has not finished who finished and their counts, no grid; once finished, every grid', async () => {
      const { id, members } = await league(api, ['Ana', 'Bea', 'Cy']);
      expect((await api.post(id, members.Ana.token, await api.play(WIN_IN_3))).status).toBe(201);
      expect((await api.post(id, members.Bea.token, await api.play(SEVEN_WRONG))).status).toBe(201);
      const waiting = await api.board(id, members.Cy.token);
      expect(waiting.body.today).toEqual({
        game_number: TODAY,
        finished: false,
        results: [
          { member_id: members.Ana.id, won: true, guesses: 3 },
          { member_id: members.Bea.id, won: false, guesses: 7 },
        ],
      });
      expect(waiting.text).not.toContain('grid');
      const finished = await api.board(id, members.Ana.token);
      expect((finished.body.today as { finished: boolean }).finished).toBe(true);
      for (const result of (finished.body.today as { results: { grid?: string[] }[] }).results)
        expect(result.grid).toEqual(expect.arrayContaining([expect.stringMatching(/^[cpa]{6}$/)]));
      expect((await api.post(id, members.Cy.token, await api.play(['SILVER', ANSWER]))).status).toBe(201);
      const after = await api.board(id, members.Cy.token);
      const today = after.body.today as { finished: boolean; results: { member_id: string; grid?: string[] }[] };
      expect(today.finished).toBe(true);
      expect(today.results.map((r) => r.grid?.length)).toEqual([3, 7, 2]);
      // Standings agree with the results.
      const standing = (name: string) => ({
        member_id: members[name].id,
        ...{
          Ana: { played: 1, won: 1, average_guesses: 3, streak: 1 },
          Bea: { played: 1, won: 0, average_guesses: null, streak: 0 },
          Cy: { played: 1, won: 1, average_guesses: 2, streak: 1 },
        }[name],
      });
      expect(after.body.week).toEqual({
        from_game_number: TODAY - 6,
        to_game_number: TODAY,
        standings: ['Ana', 'Bea', 'Cy'].map(standing),
      });
      expect((after.body.all_time as { standings: unknown[] }).standings).toEqual(['Ana', 'Bea', 'Cy'].map(standing));
    });

    it('is read only with a member token of this league, sent as a Bearer token', async () => {
      const { id, members } = await league(api, ['Ana']);
      const other = await league(api, ['Zed']);
      for (const token of [undefined, 'x'.repeat(43), other.members.Zed.token, 'short']) {
        const refused = await api.board(id, token);
        expect([refused.status, refused.body.code]).toEqual([403, 'league_token_refused']);
        expect(refused.headers['cache-control']).toContain('no-store');
      }
      // The token in the query string or the link is no token.
      const inQuery = await request(t.app.getHttpServer()).get(
        `/api/leagues/${id}?timezone=UTC&token=${members.Ana.token}`,
      );
      expect(inQuery.status).toBe(403);
      expect((await api.board('AAAAAAAAAAAAAAAA', members.Ana.token)).body.code).toBe('league_not_found');
      const noZone = await request(t.app.getHttpServer())
        .get(`/api/leagues/${id}`)
        .set('Authorization', `Bearer ${members.Ana.token}`);
      expect([noZone.status, noZone.body.code]).toEqual([400, 'invalid_query']);
    });

    it('moves the last-opened time at most once a day', async () => {
      const { id, members } = await league(api, ['Ana']);
      const opened = async () =>
        (await t.owner.client.league.findUniqueOrThrow({ where: { id } })).lastOpenedAt.getTime();
      const created = await opened();
      t.clock.advance(DAY_MS / 2);
      await api.board(id, members.Ana.token);
      expect(await opened()).toBe(created);
      t.clock.advance(DAY_MS);
      await api.board(id, members.Ana.token);
      expect(await opened()).toBe(t.clock.now());
      t.clock.set('2026-11-22T12:00:00Z');
    });
  });

  describe('members', () => {
    it('renames a member, refusing a name taken or refused', async () => {
      const { id, members } = await league(api, ['Ana', 'Bea']);
      expect((await api.rename(id, members.Bea.token, ' Beatrix ')).status).toBe(204);
      expect((await api.rename(id, members.Bea.token, 'ANA')).body.code).toBe('member_name_taken');
      expect((await api.rename(id, members.Bea.token, 'shit')).body.code).toBe('name_refused');
      expect((await api.rename(id, 'x'.repeat(43), 'Zoe')).body.code).toBe('league_token_refused');
      // Nor another's name drawn in look-alike letters: Greek "ΑΝΑ" looks like "ANA"; a word mixing scripts is refused.
      expect((await api.rename(id, members.Bea.token, '\u0391\u039d\u0391')).body.code).toBe('member_name_taken');
      expect((await api.rename(id, members.Bea.token, '\u0410N\u0410')).body.code).toBe('name_refused');
      // Renamed in case only: one's own name is not taken by oneself.
      expect((await api.rename(id, members.Ana.token, 'ANA')).status).toBe(204);
      expect((await api.preview(id)).body.members).toEqual(['ANA', 'Beatrix']);
    });

    it('lets the creator remove a member, and nobody else; a member leaves; the creator role passes on', async () => {
      const { id, members } = await league(api, ['Ana', 'Bea', 'Cy', 'Dee']);
      const notCreator = await api.remove(id, members.Bea.token, members.Cy.id);
      expect([notCreator.status, notCreator.body.code]).toEqual([403, 'not_league_creator']);
      expect((await api.remove(id, members.Ana.token, 'AAAAAAAAAAAA')).body.code).toBe('member_not_found');
      expect((await api.remove(id, members.Ana.token, members.Cy.id)).status).toBe(204);
      expect((await api.board(id, members.Cy.token)).body.code).toBe('league_token_refused');
      expect((await api.leave(id, members.Dee.token)).status).toBe(204);
      expect((await api.leave(id, members.Dee.token)).body.code).toBe('league_token_refused');
      expect((await api.leave(id, members.Ana.token)).status).toBe(204);
      const board = await api.board(id, members.Bea.token);
      expect(board.body.members).toEqual([{ id: members.Bea.id, name: 'Bea', creator: true }]);
      // The last member leaving removes the league.
      expect((await api.leave(id, members.Bea.token)).status).toBe(204);
      expect((await api.preview(id)).status).toBe(404);
    });
  });

  describe('a member gone while a request was on its way', () => {
    it('answers a rename or a result racing the member’s leaving with the token refused, never a server error', async () => {
      const pairs = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const { id, members } = await league(api, ['Ana', `Bea${index}`]);
          const { token } = members[`Bea${index}`];
          const played = await api.play(WIN_IN_3);
          return { id, token, played };
        }),
      );
      const statuses = await Promise.all(
        pairs.flatMap(({ id, token, played }, index) => [
          index % 2 === 0 ? api.rename(id, token, 'Renamed') : api.post(id, token, played),
          api.leave(id, token),
        ]),
      );
      for (const reply of statuses) {
        expect([201, 204, 403]).toContain(reply.status);
        if (reply.status === 403) expect(reply.body.code).toBe('league_token_refused');
      }
    });

    it('tells the service the member is gone rather than failing, when the row went first', async () => {
      const leagues = t.app.get(LeaguesRepository);
      expect(await leagues.rename('AAAAAAAAAAAA', 'AAAAAAAAAAAA', 'Zoe', 'zoe', () => false)).toBe('gone');
      const result = { gameNumber: TODAY, won: true, guesses: 1, grid: 'cccccc', skill: null };
      expect(await leagues.addResult('AAAAAAAAAAAA', result, new Date(t.clock.now()))).toBe('gone');
    });
  });

  describe('transfers', () => {
    it('carries league memberships to another device, whose token then reads the board', async () => {
      const { id, members } = await league(api, ['Ana']);
      const http = request(t.app.getHttpServer());
      const payload = { version: 1, leagues: [{ id, member_token: members.Ana.token }] };
      const offered = await http.post('/api/transfers').send({ payload, timezone: 'UTC' }).expect(201);
      const claimed = await http
        .post('/api/transfers/claim')
        .send({ code: offered.body.code, timezone: 'UTC' })
        .expect(200);
      expect(claimed.body.payload.leagues).toEqual(payload.leagues);
      expect((await api.board(id, claimed.body.payload.leagues[0].member_token as string)).status).toBe(200);
    });

    it('refuses memberships that are not 10 at most, well formed and each league once', async () => {
      const { id, members } = await league(api, ['Ana']);
      const http = request(t.app.getHttpServer());
      const membership = (n: number) => ({
        id: `${'A'.repeat(14)}${String(n).padStart(2, '0')}`,
        member_token: members.Ana.token,
      });
      for (const [leagues, message] of [
        [Array.from({ length: 11 }, (_, n) => membership(n)), /at most 10/],
        [[{ id, member_token: 'short' }], /id, member_token/],
        [[{ id, member_token: members.Ana.token, name: 'Friends' }], /id, member_token/],
        [
          [
            { id, member_token: members.Ana.token },
            { id, member_token: members.Ana.token },
          ],
          /twice/,
        ],
        ['everything', /list of league memberships/],
      ] as const) {
        const refused = await http.post('/api/transfers').send({ payload: { version: 1, leagues }, timezone: 'UTC' });
        expect([refused.status, refused.body.code]).toEqual([400, 'invalid_body']);
        expect(refused.body.error).toMatch(message);
      }
      const ten = Array.from({ length: 10 }, (_, n) => membership(n));
      await http
        .post('/api/transfers')
        .send({ payload: { version: 1, leagues: ten }, timezone: 'UTC' })
        .expect(201);
    });
  });

  it("names no word of a day not over everywhere in any league reply, before and after today's games end", async () => {
    const secret = new Api(t);
    const { id, members } = await league(secret, ['Ana', 'Bea', 'Cy', 'Kiri']);
    await secret.preview(id);
    for (const name of Object.keys(members)) await secret.board(id, members[name].token);
    const win = await secret.play(WIN_IN_3);
    await secret.post(id, members.Ana.token, { ...win, proof: undefined });
    await secret.post(id, members.Ana.token, win);
    await secret.post(id, members.Ana.token, win);
    await secret.post(id, members.Bea.token, await secret.play(SEVEN_WRONG));
    await secret.post(
      id,
      members.Kiri.token,
      await secret.play(['GARDEN', KIRITIMATI_ANSWER], 'Pacific/Kiritimati', TODAY + 1),
      {
        game_number: TODAY + 1,
        timezone: 'Pacific/Kiritimati',
      },
    );
    for (const name of Object.keys(members)) {
      await secret.board(id, members[name].token);
      await secret.board(id, members[name].token, 'Pacific/Kiritimati');
    }
    await secret.post(id, members.Cy.token, await secret.play(['SILVER', 'CASTLE', ANSWER]));
    for (const name of Object.keys(members)) await secret.board(id, members[name].token);
    await secret.rename(id, members.Cy.token, 'Cyrus');
    await secret.remove(id, members.Ana.token, members.Cy.id);
    await secret.leave(id, members.Bea.token);
    expect(secret.replies.length).toBeGreaterThan(20);
    for (const reply of secret.replies) {
      const text = `${JSON.stringify(reply.headers)}${reply.text}`.toUpperCase();
      for (const word of [ANSWER, KIRITIMATI_ANSWER]) expect(text).not.toContain(word);
    }
  });
});

describe('league bounds', () => {
  it('refuses a member past LEAGUE_MAX_MEMBERS, also when two API instances take joins at once', async () => {
    const t = await startTestApp({ ...SETTINGS, LEAGUE_MAX_MEMBERS: '3' });
    const replica = await startTestApp(
      { ...SETTINGS, LEAGUE_MAX_MEMBERS: '3' },
      { database: t.database, clock: t.clock },
    );
    try {
      const api = new Api(t);
      const other = new Api(replica);
      const created = await api.create({ member_name: 'Ana' });
      const id = created.body.id as string;
      const joins = await Promise.all(
        ['Bea', 'Cy', 'Dee', 'Eve', 'Fay', 'Gil'].map((name, n) => (n % 2 === 0 ? api : other).join(id, name)),
      );
      expect(joins.filter((reply) => reply.status === 201)).toHaveLength(2);
      for (const refused of joins.filter((reply) => reply.status !== 201))
        expect([refused.status, refused.body.code]).toEqual([409, 'league_full']);
      expect(await t.owner.client.leagueMember.count({ where: { leagueId: id } })).toBe(3);
      expect((await other.preview(id)).body.full).toBe(true);
    } finally {
      await replica.close();
      await t.close();
    }
  });

  it('caps the leagues a client and a network start per UTC day, over two API instances, storing nothing past a cap', async () => {
    const caps = { ...SETTINGS, LEAGUE_CLIENT_DAILY_MAX: '2', LEAGUE_NETWORK_DAILY_MAX: '3' };
    const t = await startTestApp(caps);
    const replica = await startTestApp(caps, { database: t.database, clock: t.clock });
    try {
      const api = new Api(t);
      const other = new Api(replica);
      expect((await api.create({}, '203.0.113.1')).status).toBe(201);
      expect((await other.create({}, '203.0.113.1')).status).toBe(201);
      const third = await api.create({}, '203.0.113.1');
      expect([third.status, third.body.code]).toEqual([429, 'league_creation_cap']);
      // A neighbour in the same /24 has the network's last one.
      expect((await other.create({}, '203.0.113.2')).status).toBe(201);
      expect((await api.create({}, '203.0.113.3')).body.code).toBe('league_creation_cap');
      // An IPv6 /48 is one network too.
      expect((await api.create({}, '2001:db8:1:100::1')).status).toBe(201);
      expect((await api.create({}, '2001:db8:1:200::1')).status).toBe(201);
      expect((await api.create({}, '2001:db8:1:300::1')).status).toBe(201);
      expect((await api.create({}, '2001:db8:1:400::1')).body.code).toBe('league_creation_cap');
      // Another network is not counted with these.
      expect((await api.create({}, '198.51.100.1')).status).toBe(201);
      expect(await t.owner.client.league.count()).toBe(7);
      // Refusals counted nothing: the counts are those of the leagues made.
      const counts = await t.owner.client.leagueCreationCount.findMany();
      expect(counts.reduce((sum, row) => sum + row.created, 0)).toBe(14);
      // The next UTC day starts again.
      t.clock.advance(DAY_MS);
      expect((await api.create({}, '203.0.113.1')).status).toBe(201);
    } finally {
      await replica.close();
      await t.close();
    }
  });

  it('has its bounds as settings, with the documented defaults', async () => {
    const t = await startTestApp();
    try {
      expect(t.config.leagues).toEqual({
        maxMembers: 50,
        clientDailyMax: 5,
        networkDailyMax: 20,
        idleDays: 90,
        resultRetentionDays: 365,
      });
    } finally {
      await t.close();
    }
  });
});

describe('a league over two API instances', () => {
  it('is one league: joined on one, posted on the other, read on either', async () => {
    const t = await startTestApp({ ...SETTINGS, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    const replica = await startTestApp(SETTINGS, { database: t.database, clock: t.clock });
    try {
      await t.puzzles.pin(TODAY, ANSWER);
      const one = new Api(t);
      const two = new Api(replica);
      const created = await one.create({ member_name: 'Ana' });
      const id = created.body.id as string;
      const joined = await two.join(id, 'Bea');
      // Played on one instance, posted on the other: the proof key is shared through the database.
      expect((await two.post(id, created.body.member_token as string, await one.play(WIN_IN_3))).status).toBe(201);
      const again = await one.post(id, created.body.member_token as string, await two.play(['CASTLE', ANSWER]));
      expect(again.body.code).toBe('result_exists');
      for (const api of [one, two]) {
        const board = await api.board(id, joined.body.member_token as string);
        expect(board.body.today).toMatchObject({ finished: false, results: [{ won: true, guesses: 3 }] });
      }
      const metrics = await (
        await fetch(`http://127.0.0.1:${t.app.get(MetricsServer).address()?.port}/metrics`)
      ).text();
      expect(metrics).toContain('hexle_league_results_total{outcome="repeat"} 1');
      expect(metrics).toContain('hexle_league_memberships_total{action="created"} 1');
    } finally {
      await replica.close();
      await t.close();
    }
  });
});

describe('the league prune', () => {
  it('removes leagues nobody opened for LEAGUE_IDLE_DAYS, keeps the others', async () => {
    const t = await startTestApp(SETTINGS);
    try {
      const api = new Api(t);
      const idle = await league(api, ['Ana']);
      const opened = await league(api, ['Bea']);
      t.clock.advance(80 * DAY_MS);
      expect((await api.board(opened.id, opened.members.Bea.token)).status).toBe(200);
      t.clock.advance(11 * DAY_MS);
      const outcome = await t.app.get(LeaguePruner).prune();
      expect(outcome).toMatchObject({ idleLeagues: 1, foldedResults: 0 });
      expect((await api.preview(idle.id)).body.code).toBe('league_not_found');
      expect((await api.preview(opened.id)).status).toBe(200);
      expect(await t.owner.client.leagueMember.count({ where: { leagueId: idle.id } })).toBe(0);
      // Yesterday's creation counts go too.
      expect(await t.owner.client.leagueCreationCount.count()).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('folds results older than LEAGUE_RESULT_RETENTION_DAYS into totals, and all-time standings do not move', async () => {
    const t = await startTestApp({ ...SETTINGS, LEAGUE_RESULT_RETENTION_DAYS: '100' });
    try {
      await t.puzzles.pin(TODAY, ANSWER);
      const api = new Api(t);
      const { id, members } = await league(api, ['Ana', 'Bea']);
      // Old results as earlier days' posts left them: Ana won every day from 200 to 325 but 210,
      // Bea played every other day.
      const rows = [];
      for (let game = 200; game < TODAY; game += 1) {
        rows.push({
          memberId: members.Ana.id,
          gameNumber: game,
          won: game !== 210,
          guesses: game === 210 ? 7 : 2 + (game % 5),
          grid: 'cccccc',
          postedAt: new Date(),
        });
        if (game % 2 === 0)
          rows.push({
            memberId: members.Bea.id,
            gameNumber: game,
            won: true,
            guesses: 4,
            grid: 'cccccc',
            postedAt: new Date(),
          });
      }
      await t.owner.client.leagueResult.createMany({ data: rows });
      expect((await api.post(id, members.Ana.token, await api.play(WIN_IN_3))).status).toBe(201);
      const before = await api.board(id, members.Ana.token);
      const outcome = await t.app.get(LeaguePruner).prune();
      // Today is 326: games before 226 are older than 100 days.
      expect(outcome).toMatchObject({ idleLeagues: 0, foldedResults: 26 + 13, firstKeptGame: 226 });
      expect(await t.owner.client.leagueResult.count({ where: { gameNumber: { lt: 226 } } })).toBe(0);
      expect(await t.owner.client.leagueMemberTotals.count()).toBe(2);
      const after = await api.board(id, members.Ana.token);
      expect(after.body.all_time).toEqual(before.body.all_time);
      expect(after.body.week).toEqual(before.body.week);
      expect((after.body.all_time as { standings: { streak: number; played: number }[] }).standings[0]).toMatchObject({
        played: 127,
        streak: 116,
      });
      // A second prune, as another replica's, folds nothing again.
      expect(await t.app.get(LeaguePruner).prune()).toMatchObject({ foldedResults: 0 });
      expect((await api.board(id, members.Ana.token)).body.all_time).toEqual(before.body.all_time);
    } finally {
      await t.close();
    }
  });
});
