import type { AuditEntry } from '../audit/audit.repository.js';
import { formatAudit } from './puzzle-output.js';

const entry = (action: string, details: AuditEntry['details'], gameNumber: number | null = null): AuditEntry => ({
  id: 1n,
  at: new Date('2026-11-25T08:18:46.815Z'),
  action,
  gameNumber,
  details,
  user: 'ops',
  host: 'vm',
  reason: 'new words',
});

describe('formatAudit', () => {
  it("prints a seed's changes readably, not as JSON", () => {
    const seed = entry('seed', {
      word_list_dir: '/app/prisma/words',
      answers: { before: 2298, after: 2307, added: 12, removed: 3, added_words: ['QUOKKA'], removed_words: [] },
      valid_guesses: { before: 11225, after: 11263, added: 40, removed: 2, added_words: [], removed_words: [] },
      kept: { count: 0, words: [] },
      redrawn: { count: 1, days: [{ game_number: 400, date: '2027-02-04' }] },
      pinned_non_answers: { count: 0, days: [] },
      recently_played: [{ game_number: 320, date: '2026-11-16', word: 'PLANET' }],
      large_change_allowed: [],
    });
    expect(formatAudit([seed])).toBe(
      '2026-11-25T08:18:46.815Z  seed  answers +12 -3, guesses +40 -2, 1 day drawn again, ' +
        'recent answers taken out: PLANET  from /app/prisma/words  by ops@vm  reason: "new words"',
    );
  });

  it('prints a change of meanings, an empty seed and keys it does not know compactly', () => {
    const meanings = entry('seed', {
      meanings_file: 'prisma/words/meanings.tsv',
      meanings: { before: 0, after: 2280, added: 2280, changed: 0, removed: 0 },
    });
    expect(formatAudit([meanings])).toContain('  seed  meanings +2280 -0  from prisma/words/meanings.tsv  by ops@vm');
    expect(formatAudit([entry('seed', { kept: { count: 2, words: ['A', 'B'] }, note: { x: 1 } })])).toContain(
      '  seed  2 words kept because games used them, note {"x":1}  by',
    );
    expect(formatAudit([entry('seed', {})])).toContain('  seed  no change  by');
  });

  it("prints a game's change as before -> after, and other entries as JSON", () => {
    const pin = entry(
      'database-change',
      {
        operation: 'UPDATE',
        before: { word: 'CAVERN', pinned: false },
        after: { word: 'BRIDGE', pinned: false },
      },
      328,
    );
    expect(formatAudit([pin])).toContain('  database-change  game 328  CAVERN -> BRIDGE  {"operation":"UPDATE"}  by');
    const launch = entry('launch-date', { launch_date: '2026-01-01', recorded_by: 'seed' });
    expect(formatAudit([launch])).toContain('  launch-date  {"launch_date":"2026-01-01","recorded_by":"seed"}  by');
  });
});
