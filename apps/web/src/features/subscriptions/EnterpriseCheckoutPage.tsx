import { formatPrice, intervalLabel, paymentErrorText } from '@songstats/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMessages } from '../messages/message-store';
import { useIsLoggedIn } from '../session/session-store';
import { CardFields, type CardInput, EMPTY_CARD } from './CardFields';
import { QueryState } from './QueryState';
import { errorText, useCardSource } from './use-card-payment';
import {
  submissionKey,
  useEnterpriseAgreement,
  useEnterpriseCheckout,
} from './use-subscription-calls';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** spec §2 /enterprise/checkout?enterpriseAgreementId={id}: pay an offered enterprise agreement. */
export default function EnterpriseCheckoutPage() {
  const [params] = useSearchParams();
  const agreementId = parseId(params.get('enterpriseAgreementId'));
  const isLoggedIn = useIsLoggedIn();
  const agreement = useEnterpriseAgreement(agreementId);
  const checkout = useEnterpriseCheckout();
  const cardSource = useCardSource();
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const navigate = useNavigate();
  const show = useMessages((state) => state.show);

  if (!isLoggedIn) {
    return (
      <main className="mx-auto max-w-xl px-6 py-10">
        <h1 className="text-2xl font-semibold">Enterprise checkout</h1>
        <p className="mt-3 text-gray-600">
          Please{' '}
          <Link to="/login" className="font-medium underline">
            log in
          </Link>{' '}
          to accept your enterprise agreement.
        </p>
      </main>
    );
  }
  if (agreementId === null) {
    return (
      <main className="mx-auto max-w-xl px-6 py-10">
        <h1 className="text-2xl font-semibold">Enterprise checkout</h1>
        <p role="alert" className="mt-3 text-red-600">
          This checkout link has no enterprise agreement.
        </p>
      </main>
    );
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || agreementId === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const source = await cardSource(card, {
        payableType: 'SubscriptionPlan',
        payableId: String(agreementId),
      });
      if (!source.ok) {
        setError(source.error);
        return;
      }
      const answer = await checkout.mutateAsync({
        enterpriseAgreementId: agreementId,
        fullname: source.fullname,
        stripeSource: source.stripeSource,
        idempotencyKey: submissionKey(idempotencyKey),
      });
      show({ message: answer.message, messageType: 'success' });
      navigate('/settings/subscription-management');
    } catch (failure) {
      idempotencyKey.current = null;
      setError(paymentErrorText(errorText(failure)));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const offer = agreement.data;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-6 py-10">
      <h1 className="text-2xl font-semibold">Enterprise checkout</h1>
      <QueryState
        isPending={agreement.isPending}
        error={agreement.error}
        onRetry={() => void agreement.refetch()}
      >
        {offer &&
          (offer.enterpriseAgreement.status !== 'pending' ? (
            <p className="text-gray-700">
              This agreement is already{' '}
              <span className="font-medium">{offer.enterpriseAgreement.status}</span>.{' '}
              <Link to="/settings/subscription-management" className="font-medium underline">
                See your subscriptions
              </Link>
            </p>
          ) : (
            <form onSubmit={pay} className="space-y-4" aria-label="Enterprise payment">
              <section aria-label="Order summary" className="rounded-lg bg-gray-50 p-4 text-sm">
                <p>Enterprise agreement #{offer.enterpriseAgreement.id}</p>
                <p>{intervalLabel(offer.interval)}</p>
                <p className="mt-2 text-base font-semibold" data-testid="order-total">
                  {formatPrice(offer.totalPrice)}
                </p>
              </section>
              <CardFields value={card} onChange={setCard} disabled={submitting} />
              {error && (
                <p role="alert" className="text-sm text-red-600">
                  {error}
                </p>
              )}
              <button
                type="submit"
                disabled={submitting}
                aria-busy={submitting}
                className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 disabled:opacity-40"
              >
                {submitting ? 'Processing…' : 'Confirm'}
              </button>
            </form>
          ))}
      </QueryState>
    </main>
  );
}
