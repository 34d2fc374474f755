import { hasHiddenCharacters } from './nickname';

describe('a nickname', () => {
  it.each(['Ada', 'Ada Lovelace', '小明', 'Ada 👨‍👩‍👧', '👩🏽‍💻 dev', '🏳️‍🌈', '❤️‍🔥'])('may be %s', (nickname) => {
    expect(hasHiddenCharacters(nickname)).toBe(false);
  });

  it.each([
    ['a control character', 'Ada\u0000'],
    ['a direction mark', 'Ada\u202eevil'],
    ['a zero-width space', 'Ada\u200b'],
    ['a joiner between letters', 'A\u200db'],
    ['a joiner at the end', '👍\u200d'],
  ])('may not hold %s', (_, nickname) => {
    expect(hasHiddenCharacters(nickname)).toBe(true);
  });
});
