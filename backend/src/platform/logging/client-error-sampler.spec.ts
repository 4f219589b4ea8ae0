import { ClientErrorSampler } from './client-error-sampler.js';

describe('ClientErrorSampler', () => {
  let now = 0;
  const sampler = (perClient = 3, perPeriod = 3) =>
    new ClientErrorSampler({ perClient, perPeriod, periodMs: 10_000 }, () => now);

  it('writes the first lines of a period and counts the rest', () => {
    const s = sampler();
    const verdicts = [400, 404, 400, 400, 429, 400].map((status) => s.allow(status, 'a').write);
    expect(verdicts).toEqual([true, true, true, false, false, false]);
    expect(s.flush()).toEqual({ suppressed: 3, statuses: { '400': 2, '429': 1 }, periodSeconds: 10 });
    expect(s.flush()).toBeNull();
  });

  it('hands back the summary when the next period starts, then writes again', () => {
    const s = sampler();
    for (let i = 0; i < 5; i++) s.allow(404, 'a');
    now += 10_000;
    expect(s.allow(404, 'a')).toEqual({
      write: true,
      summary: { suppressed: 2, statuses: { '404': 2 }, periodSeconds: 10 },
    });
    expect(s.allow(404, 'a')).toEqual({ write: true, summary: null });
  });

  it("still writes another client's lines during one client's flood", () => {
    const s = sampler(2, 10);
    for (let i = 0; i < 1000; i++) s.allow(400, '2001:db8:1:100::/56');
    expect(s.allow(404, '203.0.113.7').write).toBe(true);
    expect(s.allow(404, '203.0.113.7').write).toBe(true);
    expect(s.allow(404, '203.0.113.7').write).toBe(false);
    expect(s.allow(404, '203.0.113.8').write).toBe(true);
    expect(s.flush()).toEqual({ suppressed: 999, statuses: { '400': 998, '404': 1 }, periodSeconds: 10 });
    // The next period, the flooding client gets its lines again.
    now += 10_000;
    expect(s.allow(400, '2001:db8:1:100::/56').write).toBe(true);
  });

  it('bounds the lines of a period and the keys it remembers, however many clients there are', () => {
    const s = sampler(2, 10);
    let written = 0;
    for (let i = 0; i < 100_000; i++) if (s.allow(400, `203.0.${i >> 8}.${i & 255}`).write) written += 1;
    expect(written).toBe(10);
    expect(s.clients).toBe(10);
    expect(s.flush()?.suppressed).toBe(99_990);
    now += 10_000;
    s.allow(400, 'one more');
    expect(s.clients).toBe(1);
  });
});
