import { Controller, Delete, Get, Header, Headers, HttpCode, Patch, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type {
  LeagueBoardReply,
  LeagueCreatedReply,
  LeagueJoinedReply,
  LeaguePreviewReply,
  LeagueResultReply,
} from '@hexle/contract/wire';
import { type TimeZoneQuery, timeZoneQuery } from '../game-day/time-zone.query.js';
import { ValidBody, ValidParams, ValidQuery } from '../platform/errors/valid-input.js';
import { clientKeyOf, neighbourhoodOf } from '../platform/rate-limit/client-key.js';
import {
  bearerToken,
  type CreateLeagueBody,
  createLeagueBody,
  LEAGUE_ID_CODES,
  type JoinLeagueBody,
  joinLeagueBody,
  type LeagueIdParams,
  leagueIdParams,
  type LeagueMemberParams,
  leagueMemberParams,
  type LeagueResultBody,
  leagueResultBody,
  type RenameMemberBody,
  renameMemberBody,
} from './league.dto.js';
import { LeaguesService } from './leagues.service.js';

/**
 * Writes spend the POST budget like every POST route; what they can make the server keep is bounded
 * by the league settings (a day's creations per client and network, members per league, one result
 * per member and day), counted in PostgreSQL so every replica agrees. Every league reply is a
 * member's own or a league's: never kept by a cache.
 */
const PRIVATE = 'private, no-store';

@Controller('leagues')
export class LeaguesController {
  constructor(private readonly leagues: LeaguesService) {}

  @Post()
  @Header('Cache-Control', PRIVATE)
  create(@ValidBody(createLeagueBody) body: CreateLeagueBody, @Req() request: Request): Promise<LeagueCreatedReply> {
    return this.leagues.create(body, { client: clientKeyOf(request), network: neighbourhoodOf(request) });
  }

  /** The join screen: the league's name and members' names, for anyone with the link. */
  @Get(':id/preview')
  @Header('Cache-Control', PRIVATE)
  preview(@ValidParams(leagueIdParams, LEAGUE_ID_CODES) params: LeagueIdParams): Promise<LeaguePreviewReply> {
    return this.leagues.preview(params.id);
  }

  @Post(':id/members')
  @Header('Cache-Control', PRIVATE)
  join(
    @ValidParams(leagueIdParams, LEAGUE_ID_CODES) params: LeagueIdParams,
    @ValidBody(joinLeagueBody) body: JoinLeagueBody,
  ): Promise<LeagueJoinedReply> {
    return this.leagues.join(params.id, body.member_name);
  }

  @Post(':id/results')
  @Header('Cache-Control', PRIVATE)
  result(
    @ValidParams(leagueIdParams, LEAGUE_ID_CODES) params: LeagueIdParams,
    @ValidBody(leagueResultBody, { member_token: 'league_token_refused' }) body: LeagueResultBody,
  ): Promise<LeagueResultReply> {
    return this.leagues.postResult(params.id, body);
  }

  @Get(':id')
  @Header('Cache-Control', PRIVATE)
  board(
    @ValidParams(leagueIdParams, LEAGUE_ID_CODES) params: LeagueIdParams,
    @ValidQuery(timeZoneQuery) query: TimeZoneQuery,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<LeagueBoardReply> {
    return this.leagues.board(params.id, bearerToken(authorization), query.timezone);
  }

  @Patch(':id/members/me')
  @HttpCode(204)
  @Header('Cache-Control', PRIVATE)
  rename(
    @ValidParams(leagueIdParams, LEAGUE_ID_CODES) params: LeagueIdParams,
    @ValidBody(renameMemberBody) body: RenameMemberBody,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<void> {
    return this.leagues.rename(params.id, bearerToken(authorization), body.member_name);
  }

  @Delete(':id/members/me')
  @HttpCode(204)
  @Header('Cache-Control', PRIVATE)
  leave(
    @ValidParams(leagueIdParams, LEAGUE_ID_CODES) params: LeagueIdParams,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<void> {
    return this.leagues.leave(params.id, bearerToken(authorization));
  }

  @Delete(':id/members/:member_id')
  @HttpCode(204)
  @Header('Cache-Control', PRIVATE)
  remove(
    @ValidParams(leagueMemberParams, LEAGUE_ID_CODES) params: LeagueMemberParams,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<void> {
    return this.leagues.remove(params.id, bearerToken(authorization), params.member_id);
  }
}
