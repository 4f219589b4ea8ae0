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

  today(timeZone: string): GameDay {
    const date = localDateIn(timeZone, this.clock.now());
    const gameNumber = this.calendar.gameNumberOn(date);
    if (gameNumber < 1) throw new NotLaunchedError(this.calendar.launchDate);
    return { date, gameNumber };
  }

  liveGameNumbers(): { earliest: number; latest: number } {
    const now = this.clock.now();
    return { earliest: this.calendar.earliestLiveGameNumber(now), latest: this.calendar.latestLiveGameNumber(now) };
  }
}
