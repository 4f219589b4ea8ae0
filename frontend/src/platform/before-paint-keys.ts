/**
 * The entries the page reads before its first paint (boot/head/), in a module of their own so
 * that the head script, which is inline in every page, carries only these (storage.ts has them all).
 */
export const BEFORE_PAINT_KEYS = {
  gameState: 'hexle.gameState',
  statistics: 'hexle.statistics',
  settings: 'hexle.settings',
  theme: 'hexle.theme',
  /** Set once How To Play has opened by itself, on the player's first visit. */
  welcomed: 'hexle.welcomed',
} as const;
