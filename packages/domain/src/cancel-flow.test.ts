import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_COUNT,
  cancelReasons,
  canSubmitCancelFeedback,
  canTickAcknowledgement,
  isCancelRenewalEnabled,
  NO_ACKNOWLEDGEMENTS,
  reasonForCancellation,
  toggleAcknowledgement,
} from './cancel-flow';

describe('cancel flow (spec §5, §9)', () => {
  it('spec §5: there are three acknowledgements, none ticked at first', () => {
    expect(ACKNOWLEDGEMENT_COUNT).toBe(3);
    expect(NO_ACKNOWLEDGEMENTS).toEqual([false, false, false]);
  });

  it.each([
    [[false, false, false], 0, true],
    [[false, false, false], 1, false],
    [[false, false, false], 2, false],
    [[true, false, false], 1, true],
    [[true, false, false], 2, false],
    [[true, true, false], 2, true],
    [[true, true, true], 3, false],
    [[true, true, true], -1, false],
  ])('spec §5: with %j, acknowledgement %s can be ticked: %s', (ticked, index, expected) => {
    expect(canTickAcknowledgement(ticked, index)).toBe(expected);
  });

  it.each([
    [[false, false, false], 0, [true, false, false]],
    [[false, false, false], 2, [false, false, false]],
    [[true, false, false], 1, [true, true, false]],
    [[true, true, true], 1, [true, false, false]],
    [[true, true, true], 0, [false, false, false]],
  ])('spec §5: toggling %j at %s gives %j (ticks stay in order)', (ticked, index, expected) => {
    expect(toggleAcknowledgement(ticked, index)).toEqual(expected);
  });

  it.each([
    [[true, true, true], true],
    [[true, true, false], false],
    [[false, false, false], false],
    [[true, true], false],
  ])("spec §5: with %j 'Cancel Renewal' is enabled: %s", (ticked, expected) => {
    expect(isCancelRenewalEnabled(ticked)).toBe(expected);
  });

  it.each([
    [{ reason: 'Other', text: '' }, true],
    [{ reason: null, text: 'Too many emails' }, true],
    [{ reason: null, text: '   ' }, false],
    [{ reason: undefined, text: undefined }, false],
    [{ reason: '', text: null }, false],
  ])('spec §5: feedback %j can be submitted: %s', (feedback, expected) => {
    expect(canSubmitCancelFeedback(feedback)).toBe(expected);
  });

  it('spec §9: the six cancel reasons carry the product name', () => {
    expect(cancelReasons('Radiostats')).toEqual([
      "I'm not using Radiostats enough at the moment.",
      "I'm having trouble using Radiostats.",
      "I'm getting music analytics elsewhere.",
      'Radiostats is too expensive.',
      'Catalog is incomplete.',
      'Other',
    ]);
  });

  it.each([
    [{ reason: 'Other', text: ' moving on ' }, 'Other: moving on'],
    [{ reason: 'Catalog is incomplete.', text: '' }, 'Catalog is incomplete.'],
    [{ reason: null, text: 'just text' }, 'just text'],
  ])('spec §5: feedback %j is sent as %s', (feedback, expected) => {
    expect(reasonForCancellation(feedback)).toBe(expected);
  });
});
