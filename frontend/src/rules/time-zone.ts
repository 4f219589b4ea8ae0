import { dateInTimeZone, detectTimeZone, isValidTimeZone } from './dates';
import { readEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from '../platform/storage';

const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The player's time zone. It is stored on first use; once the current date in the stored zone
 * is later than the date of the last check, it is detected again from the device and stored.
 */
export function playerTimeZone(store: KeyValueStore, now: number, detect: () => string = detectTimeZone): string {
  const stored = readEntry(store, STORAGE_KEYS.timeZone, isValidTimeZone);
  const checkedAt = readEntry(store, STORAGE_KEYS.timeZoneCheckedAt, isTimestamp);
  if (stored !== null && checkedAt !== null && dateInTimeZone(now, stored) <= dateInTimeZone(checkedAt, stored)) {
    return stored;
  }
  const zone = detect();
  writeEntry(store, STORAGE_KEYS.timeZone, zone);
  writeEntry(store, STORAGE_KEYS.timeZoneCheckedAt, now);
  return zone;
}
