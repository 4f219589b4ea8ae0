import { cleanName, nameKey, nameLength, wordsOf } from './league-names.js';

describe('league and member names', () => {
  it.each([
    ['  Ana  ', 'Ana', 'spaces at either end go'],
    ['Ana\u0000\u0007Bee', 'AnaBee', 'control characters are dropped, not kept invisible'],
    ['Ana\nBee\tCee', 'AnaBeeCee', 'a new line or tab would break the board line'],
    ['Ana\u200bBee', 'AnaBee', 'a zero-width space would make two names look alike'],
    ['Ana\u202eeeB', 'AnaeeB', 'a direction override would turn the names after it around'],
    ['Ana\u00a0\u2003 Bee', 'Ana Bee', 'any run of spaces is one plain space'],
    ['e\u0301', '\u00e9', 'composed, so é typed two ways is one name'],
    ['\u200b\u0000', '', 'a name of nothing visible is empty (and refused)'],
  ])('cleans %j to %j: %s', (given, clean) => {
    expect(cleanName(given)).toBe(clean);
  });

  it('counts characters as PostgreSQL does, not UTF-16 units', () => {
    expect(nameLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
  });

  it('compares names without case, in every script', () => {
    expect(nameKey('ANA')).toBe(nameKey('ana'));
    expect(nameKey('ÉLODIE')).toBe(nameKey('élodie'));
    expect(nameKey('ΣΟΦΙΑ')).toBe(nameKey('σοφια'));
  });

  it('splits a name into lower-case words for the offensive-word rule', () => {
    expect(wordsOf('The Best-Team 42')).toEqual(['the', 'best', 'team']);
  });
});
