import { z } from 'zod';

const NOT_A_GAME = 'game_number must be a whole number from 1';

export const dailyStatsParams = z.object({
  game_number: z
    .string({ error: NOT_A_GAME })
    .regex(/^[1-9]\d{0,8}$/, { error: NOT_A_GAME })
    .transform(Number),
});
export type DailyStatsParams = z.infer<typeof dailyStatsParams>;
