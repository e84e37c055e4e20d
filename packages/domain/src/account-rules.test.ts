import { describe, expect, it } from 'vitest';
import {
  accountDeletionMessage,
  accountUpdatedMessage,
  canDeleteAccount,
  emailConfirmedMessages,
} from './account-rules';

describe('account update and deletion (spec §5, §8)', () => {
  it.each([
    [false, true, 'We have successfully deleted your account'],
    [
      true,
      false,
      "Sorry we can't delete your account because you currently or previously have had a subscription with us. Please contact support at songstats.com.",
    ],
  ])(
    'spec §5: a member with a subscription (%s) may delete the account: %s',
    (had, allowed, text) => {
      expect(canDeleteAccount(had)).toBe(allowed);
      expect(accountDeletionMessage(had, 'songstats.com')).toBe(text);
    },
  );

  it.each([
    [true, 'Password changed. All other active sessions have been logged out.'],
    [false, 'Account updated.'],
  ])('spec §5, §8: an update that set a password (%s) says %s', (passwordSet, text) => {
    expect(accountUpdatedMessage(passwordSet)).toBe(text);
  });

  it.each([
    [false, ['Success! Your email has been confirmed.']],
    [
      true,
      [
        'Success! Your email has been confirmed.',
        'Please download the mobile app or login via the desktop dashboard.',
      ],
    ],
  ])('spec §8: confirming the email on mobile (%s) says %j', (isMobile, texts) => {
    expect(emailConfirmedMessages(isMobile)).toEqual(texts);
  });
});
