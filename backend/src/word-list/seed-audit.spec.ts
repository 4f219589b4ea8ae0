import { seedAuditDetails } from './seed-audit.js';
import type { WordListPlan } from './word-list-plan.js';

const words = (count: number) => Array.from({ length: count }, (_, i) => `W${String(i).padStart(5, '0')}`);

describe('seedAuditDetails', () => {
  it('keeps the counts whole and the words and days to a sample, whatever the size of the change', () => {
    const plan: WordListPlan = {
      answers: { before: 0, after: 2298, added: words(2298), removed: [] },
      guesses: { before: 0, after: 11225, added: words(11225), removed: [] },
      kept: [],
      redrawn: Array.from({ length: 127 }, (_, i) => ({ gameNumber: 400 + i, word: 'PLANET', pinned: false })),
      pinnedNonAnswers: [],
      recentlyPlayed: [],
      missingRuns: { answers: null, guesses: null },
    };
    const details = seedAuditDetails(plan, { dir: '/words', tooLarge: ['a reason'], dateOf: (n) => `day-${n}` });
    expect(details).toMatchObject({
      word_list_dir: '/words',
      answers: { before: 0, after: 2298, added: 2298, removed: 0, added_words: words(50), removed_words: [] },
      valid_guesses: { added: 11225, added_words: words(50) },
      redrawn: { count: 127 },
      large_change_allowed: ['a reason'],
    });
    const redrawn = details.redrawn as { days: { game_number: number; date: string }[] };
    expect(redrawn.days).toHaveLength(100);
    expect(redrawn.days[0]).toEqual({ game_number: 400, date: 'day-400' });
    expect(JSON.stringify(details).length).toBeLessThan(10_000);
  });
});
