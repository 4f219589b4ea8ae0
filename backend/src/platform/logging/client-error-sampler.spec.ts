import { ClientErrorSampler } from './client-error-sampler.js';

describe('ClientErrorSampler', () => {
  let now = 0;
  const sampler = () => new ClientErrorSampler(3, 10_000, () => now);

  it('writes the first lines of a period and counts the rest', () => {
    const s = sampler();
    const verdicts = [400, 404, 400, 400, 429, 400].map((status) => s.allow(status).write);
    expect(verdicts).toEqual([true, true, true, false, false, false]);
    expect(s.flush()).toEqual({ suppressed: 3, statuses: { '400': 2, '429': 1 }, periodSeconds: 10 });
    expect(s.flush()).toBeNull();
  });

  it('hands back the summary when the next period starts, then writes again', () => {
    const s = sampler();
    for (let i = 0; i < 5; i++) s.allow(404);
    now += 10_000;
    expect(s.allow(404)).toEqual({
      write: true,
      summary: { suppressed: 2, statuses: { '404': 2 }, periodSeconds: 10 },
    });
    expect(s.allow(404)).toEqual({ write: true, summary: null });
  });
});
