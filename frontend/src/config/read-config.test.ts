import { describe, expect, it } from 'vitest';
import { readBuildConfig, readConfig } from './read-config';

const ORIGIN = 'https://hexle.example';

describe('readConfig', () => {
  describe('defaults', () => {
    it('uses the title Hexle, the page origin, no ads and no analytics', () => {
      expect(readConfig({}, ORIGIN)).toEqual({
        title: 'Hexle',
        siteUrl: 'https://hexle.example',
        ads: null,
        analyticsScriptUrl: null,
        houseAd: { text: 'Enjoyed Hexle? A new puzzle is waiting every midnight.', link: null },
      });
    });
  });

  describe('the house message in the ad slot', () => {
    it('reads its text, link and link text', () => {
      const config = readConfig(
        {
          VITE_HOUSE_AD_TEXT: ' Try our crossword ',
          VITE_HOUSE_AD_URL: 'https://crossword.example/',
          VITE_HOUSE_AD_LINK_TEXT: 'Play it',
        },
        ORIGIN,
      );
      expect(config.houseAd).toEqual({
        text: 'Try our crossword',
        link: { href: 'https://crossword.example/', label: 'Play it' },
      });
    });

    it('takes a path on the same site', () => {
      expect(readConfig({ VITE_HOUSE_AD_URL: '/about.html' }, ORIGIN).houseAd.link?.href).toBe('/about.html');
    });

    it.each(['http://plain.example/', 'javascript:alert(1)', '//other.example/x', 'not a url'])(
      'ignores the link %j',
      (url) => {
        expect(readConfig({ VITE_HOUSE_AD_URL: url }, ORIGIN).houseAd.link).toBeNull();
      },
    );

    it('names the configured title in the default text', () => {
      expect(readConfig({ VITE_PRODUCT_TITLE: 'Six' }, ORIGIN).houseAd.text).toBe(
        'Enjoyed Six? A new puzzle is waiting every midnight.',
      );
    });
  });

  describe('title and site address', () => {
    it('reads both, trimmed', () => {
      const config = readConfig(
        { VITE_PRODUCT_TITLE: '  Six Letters ', VITE_SITE_URL: ' https://six.example/ ' },
        ORIGIN,
      );
      expect(config.title).toBe('Six Letters');
      expect(config.siteUrl).toBe('https://six.example/');
    });

    it.each(['', '   ', '\t\n'])('ignores the blank value %j', (value) => {
      const config = readConfig({ VITE_PRODUCT_TITLE: value, VITE_SITE_URL: value }, ORIGIN);
      expect(config.title).toBe('Hexle');
      expect(config.siteUrl).toBe(ORIGIN);
    });

    it('ignores values that are not text', () => {
      const config = readConfig({ VITE_PRODUCT_TITLE: true, VITE_SITE_URL: false }, ORIGIN);
      expect(config.title).toBe('Hexle');
      expect(config.siteUrl).toBe(ORIGIN);
    });
  });

  describe('ads', () => {
    it('are on when both client and slot are valid', () => {
      expect(readConfig({ VITE_AD_CLIENT: 'ca-pub-1234567890', VITE_AD_SLOT: '9876543210' }, ORIGIN).ads).toEqual({
        client: 'ca-pub-1234567890',
        slot: '9876543210',
      });
    });

    it('trim the values', () => {
      expect(readConfig({ VITE_AD_CLIENT: ' ca-pub-12 ', VITE_AD_SLOT: ' 34 ' }, ORIGIN).ads).toEqual({
        client: 'ca-pub-12',
        slot: '34',
      });
    });

    it.each<[string, Record<string, string | undefined>]>([
      ['client only', { VITE_AD_CLIENT: 'ca-pub-123' }],
      ['slot only', { VITE_AD_SLOT: '456' }],
      ['a blank client', { VITE_AD_CLIENT: '  ', VITE_AD_SLOT: '456' }],
      ['a blank slot', { VITE_AD_CLIENT: 'ca-pub-123', VITE_AD_SLOT: ' ' }],
      ['a client without ca-pub-', { VITE_AD_CLIENT: '123', VITE_AD_SLOT: '456' }],
      ['a client with letters', { VITE_AD_CLIENT: 'ca-pub-12ab', VITE_AD_SLOT: '456' }],
      ['a client prefix alone', { VITE_AD_CLIENT: 'ca-pub-', VITE_AD_SLOT: '456' }],
      ['a client in upper case', { VITE_AD_CLIENT: 'CA-PUB-123', VITE_AD_SLOT: '456' }],
      ['a client with a script', { VITE_AD_CLIENT: 'ca-pub-1"><script>', VITE_AD_SLOT: '456' }],
      ['a slot with letters', { VITE_AD_CLIENT: 'ca-pub-123', VITE_AD_SLOT: '45a' }],
      ['a negative slot', { VITE_AD_CLIENT: 'ca-pub-123', VITE_AD_SLOT: '-456' }],
      ['a slot with a space inside', { VITE_AD_CLIENT: 'ca-pub-123', VITE_AD_SLOT: '4 56' }],
    ])('are off with %s', (_label, env) => {
      expect(readConfig(env, ORIGIN).ads).toBeNull();
    });
  });

  describe('analytics', () => {
    it('is on for an https address', () => {
      expect(
        readConfig({ VITE_ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js' }, ORIGIN).analyticsScriptUrl,
      ).toBe('https://stats.example/script.js');
    });

    it('trims the address', () => {
      expect(
        readConfig({ VITE_ANALYTICS_SCRIPT_URL: ' https://stats.example/a.js\n' }, ORIGIN).analyticsScriptUrl,
      ).toBe('https://stats.example/a.js');
    });

    it.each([
      'http://stats.example/script.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//stats.example/script.js',
      '/script.js',
      'stats.example/script.js',
      'not a url',
      '   ',
    ])('is off for %j', (url) => {
      expect(readConfig({ VITE_ANALYTICS_SCRIPT_URL: url }, ORIGIN).analyticsScriptUrl).toBeNull();
    });
  });
});

describe('readBuildConfig', () => {
  it("leaves the site's address to the page when none is set, and keeps one that is", () => {
    expect(readBuildConfig({}).siteUrl).toBeNull();
    expect(readBuildConfig({ VITE_SITE_URL: 'https://six.example/' }).siteUrl).toBe('https://six.example/');
  });

  it('is a value the build can write into the page as it is', () => {
    const built = readBuildConfig({ VITE_PRODUCT_TITLE: 'Six', VITE_HOUSE_AD_URL: '/about.html' });
    expect(JSON.parse(JSON.stringify(built))).toEqual(built);
  });
});
