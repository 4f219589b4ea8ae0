import { Inject, Injectable } from '@nestjs/common';
import { evaluateGuess } from '@hexle/contract/game';
import type {
  LeagueBoardReply,
  LeagueCreatedReply,
  LeagueJoinedReply,
  LeaguePreviewReply,
  LeagueResultReply,
  LeagueStandingReply,
} from '@hexle/contract/wire';
import { FinishedGames } from '../analysis/finished-game.js';
import { SkillSeals } from '../analysis/skill-seals.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { GuessService } from '../guess/guess.service.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { ApiException } from '../platform/errors/api-error.js';
import { OffensiveWordFilter } from '../word-list/offensive-word-filter.js';
import {
  LeagueCreationCapException,
  LeagueFullException,
  LeagueMemberNotFoundException,
  LeagueNameRefusedException,
  LeagueNameTakenException,
  LeagueNotFoundException,
  LeagueResultExistsException,
  LeagueResultNotTodayException,
  LeagueResultOutOfOrderException,
  LeagueSkillUnprovenException,
  LeagueTokenRefusedException,
  NotLeagueCreatorException,
} from './league.errors.js';
import type { CreateLeagueBody, LeagueResultBody } from './league.dto.js';
import { LeagueMetrics, type ResultOutcome } from './league-metrics.js';
import { isRefusedName, looksAlike, nameKey } from './league-names.js';
import { newLeagueId, newMemberId, newMemberToken, sourceKey, tokenHash } from './league-secrets.js';
import { LeaguesRepository, type NewMember, type StoredMember } from './leagues.repository.js';
import { gridRow, NO_TOTALS, type Standing, standingsOf, WEEK_GAMES } from './standings.js';

const DAY_MS = 86_400_000;
const SOURCE_SECRET = 'league-creations';

/** Where a request comes from, for the daily creation caps: its rate-limit key and its /24 or /48. */
export interface CreationSource {
  client: string;
  network: string;
}

const RESULT_CODES: Record<string, ResultOutcome> = {
  guesses_unproven: 'unproven',
  game_not_over: 'unproven',
  not_in_word_list: 'unproven',
  answer_changed: 'unproven',
  result_not_today: 'not_today',
  result_exists: 'repeat',
  skill_unproven: 'unproven',
  league_token_refused: 'token_refused',
  league_not_found: 'league_not_found',
};

const standingReply = (memberId: string, standing: Standing): LeagueStandingReply => ({
  member_id: memberId,
  played: standing.played,
  won: standing.won,
  average_guesses: standing.averageGuesses,
  streak: standing.streak,
});

/**
 * Leagues by link, without accounts: a league's id lets one see its name and members and join; a
 * member's token (kept only as its hash) lets that member post results, read the board, rename
 * itself and leave. A result is kept only for today's daily game in the member's zone, once, and
 * only when the server's proof chain shows it judged the whole game (the analysis' rule).
 */
@Injectable()
export class LeaguesService {
  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly finished: FinishedGames,
    private readonly seals: SkillSeals,
    private readonly daily: GuessService,
    private readonly gameDay: GameDayService,
    private readonly offensive: OffensiveWordFilter,
    private readonly secrets: ServerSecretsRepository,
    private readonly metrics: LeagueMetrics,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(body: CreateLeagueBody, source: CreationSource): Promise<LeagueCreatedReply> {
    this.checkName(body.name, 'name');
    this.checkName(body.member_name, 'member_name');
    const now = this.clock.now();
    const secret = await this.secrets.key(SOURCE_SECRET);
    const { member, token } = this.newMember(body.member_name);
    const id = newLeagueId();
    const outcome = await this.leagues.create({ id, name: body.name, now: new Date(now) }, member, {
      day: new Date(now).toISOString().slice(0, 10),
      client: sourceKey(secret, 'client', source.client),
      network: sourceKey(secret, 'network', source.network),
      clientMax: this.config.leagues.clientDailyMax,
      networkMax: this.config.leagues.networkDailyMax,
    });
    if (outcome === 'capped') throw new LeagueCreationCapException();
    this.metrics.membership('created');
    return { id, member_token: token, member_id: member.id };
  }

  async preview(leagueId: string): Promise<LeaguePreviewReply> {
    const league = await this.leagues.findLeague(leagueId);
    if (league === null) throw new LeagueNotFoundException();
    const members = await this.leagues.members(leagueId);
    return {
      id: league.id,
      name: league.name,
      members: members.map((m) => m.name),
      full: members.length >= this.config.leagues.maxMembers,
    };
  }

  async join(leagueId: string, memberName: string): Promise<LeagueJoinedReply> {
    this.checkName(memberName, 'member_name');
    const { member, token } = this.newMember(memberName);
    const outcome = await this.leagues.join(
      leagueId,
      member,
      this.config.leagues.maxMembers,
      new Date(this.clock.now()),
      (names) => names.some((name) => looksAlike(name, memberName)),
    );
    if (outcome === 'not-found') throw new LeagueNotFoundException();
    if (outcome === 'full') throw new LeagueFullException(this.config.leagues.maxMembers);
    if (outcome === 'name-taken') throw new LeagueNameTakenException();
    this.metrics.membership('joined');
    return { member_token: token, member_id: member.id };
  }

  async postResult(leagueId: string, body: LeagueResultBody): Promise<LeagueResultReply> {
    try {
      const reply = await this.acceptResult(leagueId, body);
      this.metrics.result('accepted');
      return reply;
    } catch (error) {
      if (error instanceof ApiException) this.metrics.result(RESULT_CODES[error.code] ?? 'other');
      throw error;
    }
  }

  async board(leagueId: string, token: string | null, timeZone: string): Promise<LeagueBoardReply> {
    const today = this.gameDay.today(timeZone).gameNumber;
    const { league, member: you } = await this.memberOf(leagueId, token);
    const now = this.clock.now();
    await this.leagues.touch(leagueId, new Date(now), new Date(now - DAY_MS));
    const [members, { results, totals }] = await Promise.all([
      this.leagues.members(leagueId),
      this.leagues.standingsData(leagueId, today),
    ]);
    const todays = results.filter((r) => r.gameNumber === today);
    // No spoilers: until the member asking has a result of today's game, no grid of it is sent.
    const finished = todays.some((r) => r.memberId === you.id);
    const byMember = new Map<string, typeof results>();
    for (const result of results) {
      const own = byMember.get(result.memberId);
      if (own) own.push(result);
      else byMember.set(result.memberId, [result]);
    }
    const standings = members.map((m) => ({
      id: m.id,
      ...standingsOf(totals.get(m.id) ?? NO_TOTALS, byMember.get(m.id) ?? [], today),
    }));
    return {
      id: league.id,
      name: league.name,
      you: you.id,
      members: members.map((m) => ({ id: m.id, name: m.name, creator: m.isCreator })),
      today: {
        game_number: today,
        finished,
        results: members.flatMap((m) =>
          todays
            .filter((r) => r.memberId === m.id)
            .map((r) => ({
              member_id: m.id,
              won: r.won,
              guesses: r.guesses,
              ...(finished ? { grid: r.grid.split('/'), ...(r.skill === null ? {} : { skill: r.skill }) } : {}),
            })),
        ),
      },
      week: {
        from_game_number: Math.max(1, today - WEEK_GAMES + 1),
        to_game_number: today,
        standings: standings.map((m) => standingReply(m.id, m.week)),
      },
      all_time: { standings: standings.map((m) => standingReply(m.id, m.allTime)) },
    };
  }

  async rename(leagueId: string, token: string | null, memberName: string): Promise<void> {
    this.checkName(memberName, 'member_name');
    const { member } = await this.memberOf(leagueId, token);
    const renamed = await this.leagues.rename(leagueId, member.id, memberName, nameKey(memberName), (names) =>
      names.some((name) => looksAlike(name, memberName)),
    );
    // A member removed (or gone) while the request was on its way holds a token that no longer counts.
    if (renamed === 'gone') throw new LeagueTokenRefusedException();
    if (renamed === 'taken') throw new LeagueNameTakenException();
    this.metrics.membership('renamed');
  }

  async leave(leagueId: string, token: string | null): Promise<void> {
    const { member } = await this.memberOf(leagueId, token);
    await this.leagues.removeMember(leagueId, member.id);
    this.metrics.membership('left');
  }

  async remove(leagueId: string, token: string | null, memberId: string): Promise<void> {
    const { member } = await this.memberOf(leagueId, token);
    if (!member.isCreator) throw new NotLeagueCreatorException();
    if ((await this.leagues.findMember(leagueId, memberId)) === null) throw new LeagueMemberNotFoundException();
    await this.leagues.removeMember(leagueId, memberId);
    this.metrics.membership('removed');
  }

  /**
   * Today's result, once; or, for a result already kept without a skill, its skill when the member
   * opened the analysis afterwards (the same guesses, sent again with the analysis' seal).
   */
  private async acceptResult(leagueId: string, body: LeagueResultBody): Promise<LeagueResultReply> {
    const { member } = await this.memberOf(leagueId, body.member_token);
    const today = this.gameDay.today(body.timezone).gameNumber;
    if (body.game_number !== today) throw new LeagueResultNotTodayException(body.game_number, today, body.timezone);
    // Today in a zone of the member's choosing, but never a game before one they have posted.
    const newest = await this.leagues.newestResultGame(member.id);
    if (newest !== null && today < newest) throw new LeagueResultOutOfOrderException(today, newest);
    const game = await this.daily.game(today, body.timezone);
    const { won } = await this.finished.prove(game, body.guesses, body.proof ?? undefined);
    const skill = body.skill ?? null;
    if (skill !== null && !(await this.seals.holds(today, body.guesses, skill, body.skill_seal ?? '')))
      throw new LeagueSkillUnprovenException();
    const grid = body.guesses.map((guess) => gridRow(evaluateGuess(guess, game.answer)));
    const result = { gameNumber: today, won, guesses: body.guesses.length, grid: grid.join('/'), skill };
    const added = await this.leagues.addResult(member.id, result, new Date(this.clock.now()));
    if (added === 'gone') throw new LeagueTokenRefusedException();
    const kept = added === 'done' || (skill !== null && (await this.leagues.addSkill(member.id, result)));
    if (!kept) throw new LeagueResultExistsException();
    return { game_number: today, won, guesses: result.guesses, grid, ...(skill === null ? {} : { skill }) };
  }

  /** The league and the member whose token this is; refused alike for a missing, made-up or other league's token. */
  private async memberOf(leagueId: string, token: string | null) {
    const league = await this.leagues.findLeague(leagueId);
    if (league === null) throw new LeagueNotFoundException();
    const member: StoredMember | null =
      token === null ? null : await this.leagues.memberByToken(leagueId, tokenHash(token));
    if (member === null) throw new LeagueTokenRefusedException();
    return { league, member };
  }

  private newMember(name: string): { member: NewMember; token: string } {
    const token = newMemberToken();
    return { member: { id: newMemberId(), name, nameKey: nameKey(name), tokenHash: tokenHash(token) }, token };
  }

  private checkName(name: string, field: 'name' | 'member_name'): void {
    if (isRefusedName(name, (word) => this.offensive.refuses(word))) throw new LeagueNameRefusedException(field);
  }
}
