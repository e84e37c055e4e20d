import { TEXTS } from '@songstats/domain';
import { describe, expect, it } from 'vitest';
import { withMobileLine } from './confirmed-messages';

const confirmed = TEXTS.success.emailConfirmed;
const mobile = TEXTS.success.emailConfirmedMobile;

describe('the confirmation texts on a phone (spec §8, issue 30)', () => {
  it.each([
    ['a phone adds the mobile line', [confirmed], true, [confirmed, mobile]],
    ['a desktop does not', [confirmed], false, [confirmed]],
    ['the apps got it from the server: not twice', [confirmed, mobile], true, [confirmed, mobile]],
    ['no confirmation, no line', [], true, []],
  ])('%s', (_case, messages, isMobile, expected) => {
    expect(withMobileLine(messages, isMobile)).toEqual(expected);
  });
});
