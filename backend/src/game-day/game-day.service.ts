import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { ReplyingError } from '../platform/errors/api-error.js';
import { GameCalendar } from './game-calendar.js';
import { localDateIn } from './time-zone.js';

const MINUTE_MS = 60_000;
const MAX_REMEMBERED_ZONES = 1000;

export interface GameDay {
  date: string;
  gameNumber: number;
}

/** Asked for a game before the first one: a 404 that tells the player when to come back. */
export class NotLaunchedError extends ReplyingError {
  readonly status = 404;
  readonly code = 'not_launched';

  constructor(readonly launchDate: string) {
    super(`The first puzzle is released on ${launchDate}. Please come back then.`);
  }
}

/** Today's date and game number for a player's time zone. */
@Injectable()
export class GameDayService {
  readonly calendar: GameCalendar;
  /** Each zone's day, worked out once per minute instead of on every request; bounded, as zone spellings are endless. */
  private readonly days = new Map<string, { minute: number; day: GameDay }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.calendar = new GameCalendar(config.launchDate);
  }

  /** Today's game; before the launch date there is none. */
  today(timeZone: string): GameDay {
    const day = this.localDay(timeZone);
    if (day.gameNumber < 1) throw new NotLaunchedError(this.calendar.launchDate);
    return day;
  }

  /** Today's date and its game number, which is below 1 before the launch date. */
  localDay(timeZone: string): GameDay {
    const now = this.clock.now();
    const minute = Math.floor(now / MINUTE_MS);
    const cached = this.days.get(timeZone);
    if (cached?.minute === minute) return cached.day;
    const date = localDateIn(timeZone, now);
    const day: GameDay = Object.freeze({ date, gameNumber: this.calendar.gameNumberOn(date) });
    // Every zone's offset today is a whole number of minutes, so its date is the same all through a
    // minute of UTC; the check keeps the answer exact for the odd historical offset.
    const endOfMinute = (minute + 1) * MINUTE_MS - 1;
    const sameAllMinute =
      localDateIn(timeZone, minute * MINUTE_MS) === date && localDateIn(timeZone, endOfMinute) === date;
    if (sameAllMinute && (cached || this.days.size < MAX_REMEMBERED_ZONES)) this.days.set(timeZone, { minute, day });
    return day;
  }

  liveGameNumbers(): { earliest: number; latest: number } {
    const now = this.clock.now();
    return { earliest: this.calendar.earliestLiveGameNumber(now), latest: this.calendar.latestLiveGameNumber(now) };
  }
}
