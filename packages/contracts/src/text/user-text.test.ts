import { isCleanText, TEXT_MESSAGES, userText } from './user-text.js';

describe('userText', () => {
  const oneLine = userText().trim().min(1).max(20);
  const multiLine = userText({ multiline: true }).trim().max(200);

  const errorOf = (schema: typeof oneLine, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['NUL', 'Ana\u0000'],
    ['a bell', 'A\u0007na'],
    ['an escape sequence', '\u001b[31mAna'],
    ['DEL', 'An\u007fa'],
    ['a C1 control', 'Ana\u0085'],
    ['a tab', 'Ana\tLima'],
    ['a line feed', 'Ana\nLima'],
  ])('when a one-line text has %s, then it is refused', (_name, value) => {
    expect(errorOf(oneLine, value)).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it.each([
    ['a lone high surrogate', 'Ana\ud83d'],
    ['a lone low surrogate', '\ude00Ana'],
    ['two high surrogates', '\ud83d\ud83dx'],
  ])('when a text has %s, then it is refused as a broken character', (_name, value) => {
    expect(errorOf(oneLine, value)).toBe(TEXT_MESSAGES.brokenCharacters);
    expect(errorOf(multiLine, value)).toBe(TEXT_MESSAGES.brokenCharacters);
  });

  it('when a multi-line text has tabs and line breaks, then it is kept; other controls are refused', () => {
    expect(multiLine.parse('Hello,\n\tthis is\r\nfine.')).toBe('Hello,\n\tthis is\r\nfine.');
    expect(errorOf(multiLine, 'Hello\u0000')).toBe(TEXT_MESSAGES.controlCharacters);
    expect(errorOf(multiLine, 'Hello\u000b')).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('when a text has accents, emoji, CJK or right-to-left letters, then it is kept', () => {
    for (const value of ['Zoë Ñandú', 'Café ☕ 🚀', '東京スタジオ', 'مرحبا', 'a\u200db'])
      expect(oneLine.parse(value)).toBe(value);
    expect(isCleanText('👩‍👩‍👧')).toBe(true);
  });

  it('when the value is not a string, then the given message is the error', () => {
    expect(
      userText({ error: 'Please enter your name.' }).safeParse(3).error?.issues[0]?.message,
    ).toBe('Please enter your name.');
  });
});
