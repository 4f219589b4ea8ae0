import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPRITE_FILE, withIconSprite } from '../../scripts/icon-sprite';
import { HelpIcon, ICON_NAMES } from './icons';

const sprite = readFileSync(join(import.meta.dirname, '..', '..', SPRITE_FILE), 'utf8');
const symbols = new DOMParser().parseFromString(sprite, 'image/svg+xml').querySelectorAll('symbol');

describe('icon sprite', () => {
  it('has one symbol for each icon the page draws, and none it does not', () => {
    expect([...symbols].map((symbol) => symbol.id).sort()).toEqual(ICON_NAMES.map((name) => `icon-${name}`).sort());
  });

  it('draws every symbol in the 24-unit box the icons are sized for, in the text colour', () => {
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length).toBeGreaterThan(0);
      for (const shape of symbol.children) {
        expect([shape.getAttribute('fill'), shape.getAttribute('stroke')]).toContain('currentColor');
      }
    }
  });

  it('goes first in the page body, once', () => {
    const page = withIconSprite('<html><body>\n<div id="root"></div></body></html>', sprite);
    expect(page.indexOf('class="icon-sprite"')).toBeGreaterThan(page.indexOf('<body>'));
    expect(page.indexOf('class="icon-sprite"')).toBeLessThan(page.indexOf('id="root"'));
    expect(() => withIconSprite('<html></html>', sprite)).toThrow(/one <body>/);
  });

  it('draws an icon by reference to its symbol, hidden from assistive technology', () => {
    const { container } = render(<HelpIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('#icon-help');
  });
});
