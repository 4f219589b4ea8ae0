import { isRecord, readEntry, writeEntry, type KeyValueStore } from '../platform/storage';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

// What a browser keeps of challenges (docs/game.md, How friends did): the challenges it sent,
// each with the sender's token that reads how friends did (never in a link), and the friends'
// challenges whose result it told their senders. Pure rules; the challenges/ feature shows them.

const CHALLENGE_ID = /^[A-Za-z0-9_-]{22}$/;
const SENDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The challenges sent that the browser keeps, newest first; an older one drops off the list. */
export const SENT_KEPT = 20;
/** The friends' challenges whose result was told, newest last: enough that no one is asked twice. */
export const TOLD_KEPT = 200;

export interface SentChallenge {
  id: string;
  sender_token: string;
  /** The word the player picked, as typed (their own secret, never sent back by the server). */
  word: string;
}

export interface ChallengeRecord {
  sent: SentChallenge[];
  /** Ids of friends' challenges whose result this browser sent (or the server already had). */
  told: string[];
  /** The name last shown to a friend with a result; absent when the player showed none. */
  name?: string;
}

export const isSentChallenge = (value: unknown): value is SentChallenge =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  CHALLENGE_ID.test(value.id) &&
  typeof value.sender_token === 'string' &&
  SENDER_TOKEN.test(value.sender_token) &&
  typeof value.word === 'string' &&
  /^[A-Za-z]{6}$/.test(value.word);

/** The browser's challenges: an entry that is not one is dropped, as is the rest of a list past its bound. */
export function readChallenges(store: KeyValueStore): ChallengeRecord {
  const kept = readEntry(store, LATER_STORAGE_KEYS.challenges, isRecord);
  const sent = Array.isArray(kept?.sent) ? kept.sent.filter(isSentChallenge).slice(0, SENT_KEPT) : [];
  const told = Array.isArray(kept?.told)
    ? kept.told.filter((id): id is string => typeof id === 'string' && CHALLENGE_ID.test(id)).slice(-TOLD_KEPT)
    : [];
  const name = typeof kept?.name === 'string' && kept.name.length > 0 ? kept.name : undefined;
  return { sent, told, ...(name === undefined ? {} : { name }) };
}

function write(store: KeyValueStore, record: ChallengeRecord) {
  writeEntry(store, LATER_STORAGE_KEYS.challenges, record);
}

/** Keeps a challenge just made, first in the list. */
export function keepSent(store: KeyValueStore, challenge: SentChallenge): void {
  const record = readChallenges(store);
  const others = record.sent.filter(({ id }) => id !== challenge.id);
  write(store, { ...record, sent: [challenge, ...others].slice(0, SENT_KEPT) });
}

/**
 * Adds the challenges another device sent (a transfer code): this device's and theirs, one entry a
 * challenge, this device's first, at most SENT_KEPT.
 */
export function addSent(store: KeyValueStore, incoming: SentChallenge[]): void {
  const record = readChallenges(store);
  const added = incoming.filter(({ id }) => !record.sent.some((held) => held.id === id));
  write(store, { ...record, sent: [...record.sent, ...added].slice(0, SENT_KEPT) });
}

/** Forgets a challenge sent (the server removed it, or the player asked). */
export function forgetSent(store: KeyValueStore, id: string): void {
  const record = readChallenges(store);
  write(store, { ...record, sent: record.sent.filter((challenge) => challenge.id !== id) });
}

/** Whether this browser has told a friend's challenge its result. */
export const hasTold = (store: KeyValueStore, id: string): boolean => readChallenges(store).told.includes(id);

/** A friend's challenge told its result, with the name shown (none: the result went unnamed). */
export function markTold(store: KeyValueStore, id: string, name: string | null): void {
  const { sent, told } = readChallenges(store);
  const next = [...told.filter((told) => told !== id), id].slice(-TOLD_KEPT);
  write(store, { sent, told: next, ...(name ? { name } : {}) });
}
