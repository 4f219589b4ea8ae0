import { cleanName, isVisibleName, isRefusedName, looksAlike, nameKey, nameLength } from './league-names.js';
import { latinLookalike, wordsOf } from './name-readings.js';

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
    ['Bob\ufe0f', 'Bob', 'a variation selector draws nothing: the name would look like "Bob"'],
    ['Bo\u034fb', 'Bob', 'nor does the combining grapheme joiner'],
    ['\u3164\u115f\uffa0\u2800', '', 'Hangul fillers and the empty braille pattern draw blank'],
    ['\uff22\uff4f\uff42', 'Bob', 'fullwidth letters are the plain ones'],
    ['\u{1d401}\u{1d428}\u{1d41b}', 'Bob', 'and so are styled (bold) ones'],
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
    // A final sigma is a sigma.
    expect(nameKey('ΟΔΟΣ')).toBe(nameKey('οδοσ'));
  });

  it('keeps the key as long as the name, so two long names never share a cut key', () => {
    const dotted = 'İ'.repeat(10);
    expect(nameKey(`${dotted}Alice`)).not.toBe(nameKey(`${dotted}Bob`));
    expect([...nameKey(`${dotted}Alice`)]).toHaveLength(15);
  });

  it('takes a name that shows something, not one of combining marks alone', () => {
    for (const name of ['Ana', '42', '★ ★', '😀', '?!']) expect(isVisibleName(cleanName(name))).toBe(true);
    for (const name of ['\u0301', '\u0301\u0308', '\u3164']) expect(isVisibleName(cleanName(name))).toBe(false);
  });

  it('refuses a pile of marks on one letter, which draws over the lines around it, and takes the marks of real words', () => {
    expect(isVisibleName(cleanName(`a${'\u0301'.repeat(18)}`))).toBe(false);
    // The first mark joins the letter (NFKC's à): four are left on it.
    expect(isVisibleName(cleanName('Ana\u0300\u0301\u0302\u0303\u0304'))).toBe(false);
    // Vietnamese (two marks on a letter), Hindi (a vowel sign and a nasal mark), Tibetan stacks.
    for (const name of ['Nguy\u1ec5n', 'Vie\u0323\u0302t', 'कीं', 'हिंदी', 'བསྒྲུབས'])
      expect(isVisibleName(cleanName(name))).toBe(true);
  });

  it('refuses a word the rule refuses however it is dressed, and a word mixing look-alike scripts', () => {
    const refuses = (word: string) => word === 'fuck';
    for (const name of ['fu\ufe0fck', '\uff46\uff55\uff43\uff4b', 'fu\u034fck', 'the fu\u0334ck'])
      expect(isRefusedName(cleanName(name), refuses)).toBe(true);
    // A Cyrillic "с" in a Latin word; a Cyrillic "о" in "Bob".
    expect(isRefusedName(cleanName('fu\u0441k'), refuses)).toBe(true);
    expect(isRefusedName(cleanName('B\u043eb'), refuses)).toBe(true);
    // Words in one script each are names like any other.
    for (const name of ['Bob', 'Борис', 'Σοφία', 'Bob Борис', 'Zoë'])
      expect(isRefusedName(cleanName(name), refuses)).toBe(false);
  });

  it('refuses a word with its letters accented (which NFKC writes as one letter each), spaced out, or in digits', () => {
    const refuses = (word: string) => word === 'fuck';
    for (const name of ['fück', 'FÚÇK', 'f u c k', 'f.u.c.k', 'fu-ck', 'the f_u_c_k team'])
      expect([name, isRefusedName(cleanName(name), refuses)]).toEqual([name, true]);
    const rude = (word: string) => word === 'nigger' || word === 'shit';
    for (const name of ['n1gg3r', 'sh1t', '5h!t', '$hit'])
      expect([name, isRefusedName(cleanName(name), rude)]).toEqual([name, true]);
    // Names whose letters run into something else when spaces are dropped stay names.
    for (const name of ['Ann Lee', 'Team 42', 'Jo 2', 'R2-D2', 'Fu Kang', 'Борис 1', 'Zoë'])
      expect([name, isRefusedName(cleanName(name), refuses)]).toEqual([name, false]);
  });

  it('refuses a word spelled as it sounds or stretched, and one written wholly in look-alike letters', () => {
    const rude = (word: string) => ['fuck', 'cunt', 'shit', 'boobs', 'cock'].includes(word);
    for (const name of [
      'fvck',
      'FVCK team',
      'phuck',
      'fuk',
      'phuk',
      'kunt',
      'fuuuuck',
      'shiiiit',
      'boooobs',
      'f v c k',
    ])
      expect([name, isRefusedName(cleanName(name), rude)]).toEqual([name, true]);
    // "ЅНІТ" and "СОСК": Cyrillic capitals only, drawn like the Latin ones.
    for (const name of ['\u0405\u041d\u0406\u0422', '\u0421\u041e\u0421\u041a'])
      expect([name, isRefusedName(cleanName(name), rude)]).toEqual([name, true]);
    // Names that only share letters with such spellings stay names.
    for (const name of [
      'Vicky',
      'Kevin',
      'Phil',
      'Sook',
      'Shiv',
      'Anna',
      'Kit',
      'Hannah',
      'Соня',
      'Kick Off',
      'Spiked',
      'Coking',
    ])
      expect([name, isRefusedName(cleanName(name), rude)]).toEqual([name, false]);
  });

  it('reads Cyrillic and Greek look-alikes as the Latin letters they are drawn like, by their capital and small forms', () => {
    expect(latinLookalike('\u0412\u041e\u0412')).toBe('bob');
    expect(latinLookalike('\u0397\u039f\u039c\u0395')).toBe('home');
    expect(latinLookalike('\u0440\u0430\u0441\u0435')).toBe('pace');
    // Letters with no Latin look-alike stay as they are.
    expect(latinLookalike('\u0411\u043e\u0440\u0438\u0441')).toBe('\u0431op\u0438c');
  });

  it('tells names that look the same on a board, in Latin, Cyrillic or Greek letters, and not names that do not', () => {
    expect(looksAlike('Bob', '\u0412\u041e\u0412')).toBe(true);
    expect(looksAlike('ANA', '\u0391\u039d\u0391')).toBe(true);
    expect(looksAlike('pace', '\u0440\u0430\u0441\u0435')).toBe(true);
    // Cyrillic "Н" is drawn like "H", not "N"; accents count; other letters are themselves.
    expect(looksAlike('ANA', '\u0410\u041d\u0410')).toBe(false);
    expect(looksAlike('Zoe', 'Zo\u00eb')).toBe(false);
    expect(looksAlike('Борис', 'Boris')).toBe(false);
  });

  it('splits a name into lower-case words for the offensive-word rule', () => {
    expect(wordsOf('The Best-Team 42')).toEqual(['the', 'best', 'team']);
  });
});
