import { getStrengthLabel, scorePassword } from './password-strength';

describe('password strength', () => {
  it('when the password is empty, then it scores 0, Weak, with every hint', () => {
    expect(scorePassword('')).toEqual({
      score: 0,
      label: 'weak',
      unmetRules: ['length', 'uppercase', 'lowercase', 'numberOrSymbol'],
    });
  });

  it.each([
    ['abc', 25, 'weak', ['length', 'uppercase', 'numberOrSymbol']],
    ['abcdefgh', 50, 'medium', ['uppercase', 'numberOrSymbol']],
    ['Abcdefgh', 75, 'good', ['numberOrSymbol']],
    ['Abcdefg1', 100, 'strong', []],
    ['Abcdefg!', 100, 'strong', []],
    ['ABCDEFG1', 75, 'good', ['lowercase']],
    ['Ab1', 75, 'good', ['length']],
    ['12345678', 50, 'medium', ['uppercase', 'lowercase']],
    ['Élan-vit', 100, 'strong', []],
    ['abc defgh', 50, 'medium', ['uppercase', 'numberOrSymbol']],
  ] as const)(
    'when the password is %p, then it scores %p (%s)',
    (password, score, label, unmet) => {
      expect(scorePassword(password)).toEqual({ score, label, unmetRules: [...unmet] });
    },
  );

  it('when 8 characters include an emoji, then they are counted as characters, not code units', () => {
    expect(scorePassword('abcdefg😀').unmetRules).toEqual(['uppercase']);
    // Seven characters, eight UTF-16 code units: still too short.
    expect(scorePassword('abcdef😀').unmetRules).toEqual(['length', 'uppercase']);
  });

  it('when a score sits on a boundary, then the label follows 50, 75 and 100', () => {
    expect([0, 25, 49, 50, 74, 75, 99, 100].map(getStrengthLabel)).toEqual([
      'weak',
      'weak',
      'weak',
      'medium',
      'medium',
      'good',
      'good',
      'strong',
    ]);
  });
});
