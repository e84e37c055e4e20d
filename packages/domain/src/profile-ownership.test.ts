import { describe, expect, it } from 'vitest';
import {
  ADD_PROFILE_OUTCOMES,
  addProfileMessage,
  addProfileMessageType,
  PROFILE_OWNERSHIP_TEXTS,
} from './profile-ownership';

describe('add-profile outcomes (issue 20)', () => {
  it.each([
    ['created', true, PROFILE_OWNERSHIP_TEXTS.setupInProgress, 'success'],
    ['owner', false, 'Robyn has been added to your profiles.', 'success'],
    ['team', false, 'Robyn has been added to your profiles.', 'success'],
    ['following', false, PROFILE_OWNERSHIP_TEXTS.following('Robyn'), 'info'],
    ['following', true, PROFILE_OWNERSHIP_TEXTS.following('Robyn'), 'info'],
    ['claimFiled', false, PROFILE_OWNERSHIP_TEXTS.claimFiled('Robyn'), 'info'],
  ] as const)('%s (setup in progress: %s) says %s', (outcome, setup, message, type) => {
    expect(addProfileMessage(outcome, 'Robyn', setup)).toBe(message);
    expect(addProfileMessageType(outcome)).toBe(type);
  });

  it('tells a follower they follow, and a claimant that their claim waits for review', () => {
    expect(PROFILE_OWNERSHIP_TEXTS.following('Robyn')).toContain('You are now following Robyn.');
    expect(PROFILE_OWNERSHIP_TEXTS.claimFiled('Robyn')).toContain('sent to our team for review');
    expect(ADD_PROFILE_OUTCOMES).toHaveLength(5);
  });
});
