import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { GameCalendar } from './game-calendar.js';
import { localDateIn } from './time-zone.js';

export interface GameDay {
  date: string;
  gameNumber: number;
}

export class NotLaunchedError extends Error {
  constructor(readonly launchDate: string) {
    super(`The first puzzle is released on ${launchDate}. Please come back then.`);
  }
}

/** Today's date and game number for a player's time zone. */
@Injectable()
export class GameDayService {
  readonly calendar: GameCalendar;

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
    const date = localDateIn(timeZone, this.clock.now());
    return { date, gameNumber: this.calendar.gameNumberOn(date) };
  }

  liveGameNumbers(): { earliest: number; latest: number } {
    const now = this.clock.now();
    return { earliest: this.calendar.earliestLiveGameNumber(now), latest: this.calendar.latestLiveGameNumber(now) };
  }
}
