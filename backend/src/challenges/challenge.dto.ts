import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { IsTimeZone } from '../game-day/is-time-zone.decorator.js';
import { upperCaseLatin } from '../guess/guess.dto.js';
import { CHALLENGE_ID } from './challenge-id.js';

export class CreateChallengeBody {
  @Transform(upperCaseLatin)
  @Matches(/^[A-Z]{6}$/, { message: 'word must be exactly 6 letters a-z' })
  word!: string;

  @IsTimeZone()
  timezone!: string;
}

export class ChallengeIdParams {
  @Matches(CHALLENGE_ID, { message: 'This challenge link is broken: the id is not one the game makes' })
  id!: string;
}
