// The league chunk: fetched only when a league is opened or joined, or a browser in a league
// finishes today's game (app/lazy.ts).
export { LeaguesDialog } from './LeaguesDialog';
export { postResults, postSkill } from './post-results';
