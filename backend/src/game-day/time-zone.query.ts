import { IsTimeZone } from './is-time-zone.decorator.js';

export class TimeZoneQuery {
  @IsTimeZone()
  timezone!: string;
}
