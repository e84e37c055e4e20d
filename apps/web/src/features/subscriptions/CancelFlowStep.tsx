import { ApiError } from '@songstats/contract';
import {
  cancelReasons,
  canSubmitCancelFeedback,
  canTickAcknowledgement,
  isCancelRenewalEnabled,
  NO_ACKNOWLEDGEMENTS,
  reasonForCancellation,
  TEXTS,
  toggleAcknowledgement,
} from '@songstats/domain';
import { type FormEvent, useState } from 'react';
import { variant } from '../../app/variant';
import { useCancelSubscription, useCancelSubscriptionFeedback } from './use-subscription-calls';

/** spec §8: the server's message, or the catalogue's text when there is none. */
function cancelErrorText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status < 500 && failure.message)
    return failure.message;
  return TEXTS.errors.cancelFailed;
}

/**
 * spec §2, §4, §5 step 4: the cancel view (three acknowledgements ticked in order, then
 * 'Cancel Renewal'), then the feedback view (one of six reasons, or text).
 */
export function CancelFlowStep({
  subscriptionId,
  onBack,
  onDone,
}: {
  subscriptionId: number | null;
  onBack: () => void;
  onDone: (message: string | null) => void;
}) {
  const [ticked, setTicked] = useState(NO_ACKNOWLEDGEMENTS);
  const [cancellation, setCancellation] = useState<{ id: number; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSubscription();

  async function cancelRenewal() {
    if (subscriptionId === null) {
      setError(TEXTS.errors.deleteSubscriptionFailed);
      return;
    }
    setError(null);
    try {
      const answer = await cancel.mutateAsync({ id: subscriptionId });
      setCancellation({ id: answer.subscriptionCancellationId, message: answer.message });
    } catch (failure) {
      setError(cancelErrorText(failure));
    }
  }

  if (cancellation) {
    return (
      <CancelFeedbackView
        cancellationId={cancellation.id}
        cancelMessage={cancellation.message}
        onDone={onDone}
      />
    );
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Before you cancel, please confirm:</legend>
        {TEXTS.cancel.acknowledgements.map((text, index) => (
          <label
            key={text}
            className={`flex items-start gap-2 text-sm ${
              canTickAcknowledgement(ticked, index) ? '' : 'text-gray-500'
            }`}
          >
            <input
              type="checkbox"
              className="mt-0.5"
              checked={ticked[index] ?? false}
              // spec §5: ticked only in order.
              disabled={!canTickAcknowledgement(ticked, index) || cancel.isPending}
              onChange={() => setTicked(toggleAcknowledgement(ticked, index))}
            />
            {text}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={cancelRenewal}
          disabled={!isCancelRenewalEnabled(ticked) || cancel.isPending}
          aria-busy={cancel.isPending}
          className="rounded-lg bg-red-600 px-4 py-2 font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40"
        >
          {TEXTS.cancel.cancelRenewal}
        </button>
        <button
          type="button"
          onClick={onBack}
          disabled={cancel.isPending}
          className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2"
        >
          Keep Subscription
        </button>
      </div>
    </div>
  );
}

function CancelFeedbackView({
  cancellationId,
  cancelMessage,
  onDone,
}: {
  cancellationId: number;
  cancelMessage: string;
  onDone: (message: string | null) => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feedback = useCancelSubscriptionFeedback();
  const reasons = cancelReasons(variant.name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitCancelFeedback({ reason, text }) || feedback.isPending) return;
    setError(null);
    try {
      const answer = await feedback.mutateAsync({
        subscriptionCancellationId: cancellationId,
        reasonForCancellation: reasonForCancellation({ reason, text }),
      });
      onDone(answer.message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Cancellation feedback">
      <p role="status" className="text-sm text-gray-700">
        {cancelMessage}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Why are you cancelling?</legend>
        {reasons.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="cancel-reason"
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm font-medium">
        Tell us more
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          maxLength={2000}
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!canSubmitCancelFeedback({ reason, text }) || feedback.isPending}
          className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40"
        >
          Send Feedback
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2"
        >
          Skip
        </button>
      </div>
    </form>
  );
}
