import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(import.meta.dirname, '..', 'src', 'styles.css'), 'utf8');

/** The custom properties a rule block sets, by the block's exact selector. */
function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No ${selector} block in styles.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(match[1]?.slice(i, i + 2) ?? '00', 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const light = variables(':root');
const dark = { ...light, ...variables(":root[data-theme='dark']") };
const highContrast = variables(":root[data-palette='high-contrast']");

const CASES = [
  { name: 'light', colours: light },
  { name: 'dark', colours: dark },
  { name: 'light, high contrast', colours: { ...light, ...highContrast } },
  { name: 'dark, high contrast', colours: { ...dark, ...highContrast } },
];

describe.each(CASES)('colours ($name)', ({ colours }) => {
  const colour = (name: string) => {
    const value = colours[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };

  it.each(['--correct', '--present', '--absent'])('letters on %s tiles and keys are at least 4.5:1', (result) => {
    expect(contrast(colour('--on-result'), colour(result))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['--correct', '--present', '--absent', '--tile-filled-border'])(
    '%s is at least 3:1 against the page',
    (name) => {
      expect(contrast(colour(name), colour('--bg'))).toBeGreaterThanOrEqual(3);
    },
  );

  it('key letters, page text and muted text are at least 4.5:1', () => {
    expect(contrast(colour('--key-text'), colour('--key-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour('--text'), colour('--bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour('--muted'), colour('--bg'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the high-contrast palette', () => {
  it('changes correct and present, in both themes', () => {
    expect(highContrast['--correct']).not.toBe(light['--correct']);
    expect(highContrast['--present']).not.toBe(light['--present']);
  });
});
