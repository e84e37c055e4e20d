import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH, plainName } from './plain-name';

describe('plainName: the name a mail shows (issue 20)', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
    ["Zoë O'Neil-Ångström", "Zoë O'Neil-Ångström"],
    ['  Grace \n\t Hopper ', 'Grace Hopper'],
    ['李小龍', '李小龍'],
    ['<b>Bold</b> <script>alert(1)</script>name', 'Bold alert name'],
    ['Visit https://evil.example/login now', 'Visit now'],
    ['see www.evil.example', 'see'],
    ['mail evil@evil.example', 'mail'],
    ['go to evil.example or evil.co.uk.', 'go to or'],
    ['Call 0800 123 456', 'Call'],
    ['Ｅvil．example', 'Ｅvil example'],
  ])('%j → %j', (name, shown) => {
    expect(plainName(name)).toBe(shown);
  });

  it('shows nothing rather than a name of links or marks only', () => {
    expect(plainName('https://evil.example')).toBeNull();
    expect(plainName('hxxp://evil')).toBeNull();
    expect(plainName("<a href='x'></a> - ' .")).toBeNull();
  });

  it(`cuts a long name at a word, to ${MAIL_NAME_MAX_LENGTH} characters at most`, () => {
    const shown = plainName('Your account is locked until you confirm your identity today')!;
    expect(shown).toBe('Your account is locked until you confirm');
    expect(plainName('A'.repeat(100))).toBe('A'.repeat(MAIL_NAME_MAX_LENGTH));
  });
});
