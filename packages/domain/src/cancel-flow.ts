// spec §5, §9: the cancel view's acknowledgements and the feedback view's reason.
import { cancelReasonTexts, TEXTS } from './texts';

export const ACKNOWLEDGEMENT_COUNT = TEXTS.cancel.acknowledgements.length;

export type Acknowledgements = readonly boolean[];

export const NO_ACKNOWLEDGEMENTS: Acknowledgements = Array.from(
  { length: ACKNOWLEDGEMENT_COUNT },
  () => false,
);

/** spec §5: an acknowledgement can be ticked only when every earlier one is. */
export function canTickAcknowledgement(ticked: Acknowledgements, index: number): boolean {
  if (index < 0 || index >= ACKNOWLEDGEMENT_COUNT) return false;
  return ticked.slice(0, index).every(Boolean);
}

/**
 * Toggles one acknowledgement. A tick out of order is ignored; unticking one also unticks the
 * later ones, so the ticks always form a prefix.
 */
export function toggleAcknowledgement(ticked: Acknowledgements, index: number): Acknowledgements {
  if (!canTickAcknowledgement(ticked, index)) return ticked;
  if (ticked[index]) return ticked.map((value, at) => (at < index ? value : false));
  return ticked.map((value, at) => (at === index ? true : value));
}

/** spec §5: 'Cancel Renewal' is enabled only when all three are confirmed. */
export function isCancelRenewalEnabled(ticked: Acknowledgements): boolean {
  return ticked.length === ACKNOWLEDGEMENT_COUNT && ticked.every(Boolean);
}

/** spec §9: the six cancel reasons with the product name. */
export function cancelReasons(product: string): readonly string[] {
  return cancelReasonTexts(product);
}

/** spec §5: the feedback submit needs a reason or some text. */
export function canSubmitCancelFeedback(feedback: {
  reason: string | null | undefined;
  text: string | null | undefined;
}): boolean {
  return Boolean(feedback.reason) || (feedback.text ?? '').trim().length > 0;
}

/** The reasonForCancellation sent with the feedback: the reason, then the member's words. */
export function reasonForCancellation(feedback: {
  reason: string | null | undefined;
  text: string | null | undefined;
}): string {
  return [feedback.reason, feedback.text?.trim()].filter(Boolean).join(': ');
}
