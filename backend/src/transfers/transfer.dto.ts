import { IsObject, IsString, MaxLength } from 'class-validator';
import { IsTimeZone } from '../game-day/is-time-zone.decorator.js';

export class CreateTransferBody {
  /** The player's statistics, settings and today's game; the game checks them on import. */
  @IsObject({ message: 'payload must be an object' })
  payload!: Record<string, unknown>;

  @IsTimeZone()
  timezone!: string;
}

export class ClaimTransferBody {
  @MaxLength(40, { message: 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B' })
  @IsString({ message: 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B' })
  code!: string;

  @IsTimeZone()
  timezone!: string;
}
