import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../stack/settings.mjs';

const PROBE = path.join(PROJECT_ROOT, 'deploy/monitoring/synthetic-probe.mjs');
const probe = (...args: string[]) =>
  spawnSync(process.execPath, [PROBE, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('the synthetic probe of the runbook', () => {
  it('plays one guess of today’s game through the web server, and says ok', () => {
    const run = probe(inject('stack').baseUrl);
    expect(run.stdout).toMatch(/^ok \d+ ms\n$/);
    expect(run.status).toBe(0);
  });

  it('fails, saying why, when the site does not answer, and refuses a wrong call', () => {
    const down = probe('http://127.0.0.1:9', '--timeout-seconds', '5');
    expect(down.stdout).toMatch(/^failed: /);
    expect(down.status).toBe(1);
    const wrong = probe('not a url');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Usage: node deploy/monitoring/synthetic-probe.mjs BASE_URL');
  });
});

/** Every metric the API registers, read from its source. */
function apiMetricNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts'))
        for (const [, name] of readFileSync(full, 'utf8').matchAll(/name: '(hexle_\w+)'/g)) names.add(name);
    }
  };
  walk(path.join(PROJECT_ROOT, 'backend/src'));
  return names;
}

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
}

describe('the alert rules of the runbook', () => {
  const rules = (
    parse(readFileSync(path.join(PROJECT_ROOT, 'deploy/monitoring/alerts.yml'), 'utf8')) as {
      groups: { name: string; rules: Rule[] }[];
    }
  ).groups.flatMap((group) => group.rules);

  it('are Prometheus rules, each with a duration, a severity, a summary and its runbook entry', () => {
    expect(rules.length).toBeGreaterThanOrEqual(4);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Hexle[A-Za-z]+$/);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      expect(rule.annotations.runbook).toMatch(/^docs\/operating\.md: What to watch/);
    }
  });

  it('name only metrics the API serves, and cover every metric the runbook’s table watches', () => {
    const served = apiMetricNames();
    const used = new Set(rules.flatMap((rule) => [...rule.expr.matchAll(/hexle_\w+/g)].map((match) => match[0])));
    for (const name of used) expect(served).toContain(name);
    const runbook = readFileSync(path.join(PROJECT_ROOT, 'docs/operating.md'), 'utf8');
    const watched = runbook.slice(runbook.indexOf('### What to watch'), runbook.indexOf('### Backups on a schedule'));
    for (const [name] of watched.matchAll(/hexle_\w+/g)) expect(used).toContain(name);
  });
});
