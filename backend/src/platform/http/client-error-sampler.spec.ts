import { ClientErrorSampler, type SamplingLimits } from './client-error-sampler.js';
import { CLIENT_ERROR_SAMPLING } from './request-log.js';

describe('ClientErrorSampler', () => {
  let now = 0;
  const sampler = (limits: Partial<SamplingLimits> = {}) =>
    new ClientErrorSampler(
      { perClient: 3, perNetwork: 6, perPeriod: 3, newNetworks: 100, periodMs: 10_000, ...limits },
      () => now,
    );

  it('writes the first lines of a period and counts the rest', () => {
    const s = sampler();
    const verdicts = [400, 404, 400, 400, 429, 400].map((status) => s.allow(status, 'a', 'net-a').write);
    expect(verdicts).toEqual([true, true, true, false, false, false]);
    expect(s.flush()).toEqual({ suppressed: 3, statuses: { '400': 2, '429': 1 }, periodSeconds: 10 });
    expect(s.flush()).toBeNull();
  });

  it('hands back the summary when the next period starts, then writes again', () => {
    const s = sampler();
    for (let i = 0; i < 5; i++) s.allow(404, 'a', 'net-a');
    now += 10_000;
    expect(s.allow(404, 'a', 'net-a')).toEqual({
      write: true,
      summary: { suppressed: 2, statuses: { '404': 2 }, periodSeconds: 10 },
    });
    expect(s.allow(404, 'a', 'net-a')).toEqual({ write: true, summary: null });
  });

  it("still writes every other network's first line while ten addresses flood, at the API's own limits", () => {
    const s = new ClientErrorSampler(CLIENT_ERROR_SAMPLING, () => now);
    for (let i = 0; i < 1000; i++) s.allow(400, `198.51.${i % 10}.1`, `198.51.${i % 10}.0/24`);
    for (let network = 0; network < 100; network++) {
      expect(s.allow(404, `203.0.${network}.7`, `203.0.${network}.0/24`).write).toBe(true);
    }
    expect(s.allow(404, '2001:db8:1:100::/56', '2001:db8:1::/48').write).toBe(true);
    // The flood's own lines: 5 from each of its ten addresses, the first and four from the pool.
    expect(s.flush()).toMatchObject({ suppressed: 1000 - 10 * 5 });
  });

  it("shares a network's lines between its addresses and bounds the flood of a network", () => {
    const s = sampler({ perClient: 2, perNetwork: 4, perPeriod: 50 });
    const written = Array.from({ length: 10 }, (_, i) => s.allow(400, `203.0.113.${i}`, '203.0.113.0/24').write);
    expect(written).toEqual([true, true, true, true, false, false, false, false, false, false]);
    expect(s.allow(400, '203.0.114.1', '203.0.114.0/24').write).toBe(true);
  });

  it("lets a network's first line through when the pool is spent, and the pool serves the lines after it", () => {
    const s = sampler({ perClient: 5, perNetwork: 5, perPeriod: 8 });
    for (let i = 0; i < 100; i++) s.allow(400, `a${i % 2}`, `net-${i % 2}`);
    // Two networks: 2 first lines and 8 from the pool.
    expect(s.clients).toBe(2);
    expect(s.flush()?.suppressed).toBe(90);
    expect(s.allow(404, 'b', 'net-b')).toEqual({ write: true, summary: null });
    expect(s.allow(404, 'b', 'net-b').write).toBe(false);
    // The next period, the flooding networks get their lines again.
    now += 10_000;
    expect(s.allow(400, 'a0', 'net-0').write).toBe(true);
  });

  it('bounds the lines of a period and the keys it remembers, however many clients and networks there are', () => {
    const s = sampler({ perClient: 2, perNetwork: 4, perPeriod: 10, newNetworks: 20 });
    let written = 0;
    for (let i = 0; i < 100_000; i++) {
      if (s.allow(400, `203.0.${i >> 8}.${i & 255}`, `203.0.${i >> 8}.0/24`).write) written += 1;
    }
    expect(written).toBe(20 + 10);
    expect(s.clients).toBeLessThanOrEqual(30);
    expect(s.flush()?.suppressed).toBe(100_000 - 30);
    now += 10_000;
    s.allow(400, 'one more', 'its network');
    expect(s.clients).toBe(1);
  });
});
