import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsTimeZone } from '../game-day/is-time-zone.decorator.js';
import { MAX_GUESSES } from './game-size.js';

const LETTERS_A_TO_Z = /^[A-Za-z]{6}$/;

/** Upper-cases only plain a-z input: some other letters (such as "ſ") upper-case into A-Z. */
const upperCaseLatin = ({ value }: { value: unknown }) =>
  typeof value === 'string' && LETTERS_A_TO_Z.test(value) ? value.toUpperCase() : value;

const upperCaseLatinEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item: unknown) => upperCaseLatin({ value: item })) : value;

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

  /** The game's earlier guesses, in order; with `proof` they let the seventh wrong guess reveal the word. */
  @IsOptional()
  @Transform(upperCaseLatinEach)
  @Matches(/^[A-Z]{6}$/, { each: true, message: 'each of previous_guesses must be exactly 6 letters a-z' })
  @ArrayMaxSize(MAX_GUESSES - 1, { message: `previous_guesses holds at most ${MAX_GUESSES - 1} guesses` })
  @IsArray({ message: 'previous_guesses must be a list of guesses' })
  previous_guesses?: string[];

  /** What the server returned with the previous wrong guess. */
  @IsOptional()
  @MaxLength(200, { message: 'proof is too long' })
  @IsString({ message: 'proof must be a string' })
  proof?: string;
}
