import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';

/** No league has this id (never made, or removed after LEAGUE_IDLE_DAYS unopened). */
export class LeagueNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'league_not_found', 'No league has this id: it may have been removed');
  }
}

/** No member of this league holds this token (missing, made up, or another league's). */
export class LeagueTokenRefusedException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'league_token_refused',
      "This league does not know this member token: only the browser that joined holds a member's token",
    );
  }
}

/** The league already has LEAGUE_MAX_MEMBERS members. */
export class LeagueFullException extends ApiException {
  constructor(max: number) {
    super(HttpStatus.CONFLICT, 'league_full', `This league is full: it has ${max} members, the most a league may have`);
  }
}

/** Another member of the league has this name, in any case. */
export class LeagueNameTakenException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'member_name_taken', 'Another member of this league has this name: choose another');
  }
}

/** A league or member name the offensive-word rule refuses. */
export class LeagueNameRefusedException extends ApiException {
  constructor(field: 'name' | 'member_name') {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'name_refused', `${field} is not allowed: choose another`);
  }
}

/** The client, or its network, created LEAGUE_CLIENT_DAILY_MAX or LEAGUE_NETWORK_DAILY_MAX leagues today (UTC). */
export class LeagueCreationCapException extends ApiException {
  constructor() {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'league_creation_cap',
      'Too many leagues were started from this network today: please try again tomorrow',
    );
  }
}

/** A result of a game that is not today's game in the given zone. */
export class LeagueResultNotTodayException extends ApiException {
  constructor(gameNumber: number, today: number, timeZone: string) {
    super(
      HttpStatus.CONFLICT,
      'result_not_today',
      `A league takes only today's game: game ${gameNumber} is not today's (${today}) in ${timeZone}`,
    );
  }
}

/**
 * A result of a game before one the member has already posted: a zone where an earlier game is
 * still today does not take a member back to a day gone by (to fill a missed day of a streak).
 */
export class LeagueResultOutOfOrderException extends ApiException {
  constructor(gameNumber: number, newest: number) {
    super(
      HttpStatus.CONFLICT,
      'result_out_of_order',
      `This member has posted game ${newest} already: game ${gameNumber} comes before it`,
    );
  }
}

/** The member already has a result for this day. */
export class LeagueResultExistsException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'result_exists', 'This member already has a result for this game');
  }
}

/** A skill without the analysis' seal for this game's guesses and this skill. */
export class LeagueSkillUnprovenException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'skill_unproven',
      "The skill does not carry the analysis' seal for these guesses: send the skill and skill_seal the analysis gave",
    );
  }
}

/** Only the league's creator may remove another member. */
export class NotLeagueCreatorException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'not_league_creator', "Only the league's creator may remove a member");
  }
}

/** No member of this league has this id. */
export class LeagueMemberNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'member_not_found', 'This league has no member with this id');
  }
}
