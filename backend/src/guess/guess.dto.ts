import { Transform } from 'class-transformer';
import { IsInt, Matches, Max, Min } from 'class-validator';
import { IsTimeZone } from '../game-day/is-time-zone.decorator.js';

const LETTERS_A_TO_Z = /^[A-Za-z]{6}$/;

/** Upper-cases only plain a-z input: some other letters (such as "ſ") upper-case into A-Z. */
const upperCaseLatin = ({ value }: { value: unknown }) =>
  typeof value === 'string' && LETTERS_A_TO_Z.test(value) ? value.toUpperCase() : value;

export class ValidateGuessBody {
  @Transform(upperCaseLatin)
  @Matches(/^[A-Z]{6}$/, { message: 'guess must be exactly 6 letters a-z' })
  guess!: string;

  @IsTimeZone()
  timezone!: string;
}

export class CheckGuessBody extends ValidateGuessBody {
  // class-validator runs these bottom-up: the type check comes first.
  @Max(2_147_483_647, { message: 'game_number is too large' })
  @Min(1, { message: 'game_number must be 1 or more' })
  @IsInt({ message: 'game_number must be a whole number' })
  game_number!: number;
}
