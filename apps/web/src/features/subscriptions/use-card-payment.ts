import { ApiError } from '@songstats/contract';
import { type PayableType, paymentErrorText, TEXTS } from '@songstats/domain';
import { errorText } from '../../lib/error-text';
import { type CardInput, parseExpiry } from './CardFields';
import { useCreateCardSource, useRecordThreeDSCardError } from './use-subscription-calls';

export const CARDHOLDER_REQUIRED = 'Please enter the name as displayed on card.';
export const EXPIRY_INVALID = 'Please enter the expiry date as MM/YY.';

export type CardSourceResult =
  | { ok: true; stripeSource: string; fullname: string }
  | { ok: false; error: string };

// In its own module so a page's first load can show errors without the payment calls (issue 29).
export { errorText };

/**
 * The new card as a source to pay with. spec §5: a cardholder name is needed; cards that
 * require 3-D Secure are refused with the spec's text and the refusal is recorded with the server.
 */
export function useCardSource() {
  const createCardSource = useCreateCardSource();
  const recordThreeDS = useRecordThreeDSCardError();
  return async function cardSource(
    card: CardInput,
    payable: { payableType: PayableType; payableId: string },
  ): Promise<CardSourceResult> {
    const fullname = card.fullname.trim();
    if (!fullname) return { ok: false, error: CARDHOLDER_REQUIRED };
    const expiry = parseExpiry(card.expiry);
    if (!expiry) return { ok: false, error: EXPIRY_INVALID };
    try {
      const source = await createCardSource.mutateAsync({
        number: card.number,
        cvc: card.cvc.trim(),
        ...expiry,
      });
      if (source.requiresThreeDSecure) {
        try {
          await recordThreeDS.mutateAsync(payable);
        } catch {
          // The refusal stands even when it could not be recorded.
        }
        return { ok: false, error: TEXTS.errors.threeDSecure };
      }
      return { ok: true, stripeSource: source.stripeSource, fullname };
    } catch (failure) {
      // spec §8: the card source error shows the provider's message.
      return {
        ok: false,
        error: failure instanceof ApiError ? paymentErrorText(failure.message) : errorText(failure),
      };
    }
  };
}
