import { useSearchParams } from 'react-router';
import { errorText } from '../subscriptions/use-card-payment';
import { useUnsubscribeFromPitches } from './use-pitching-calls';

/**
 * The page of a pitch e-mail's unsubscribe link (/pitch-unsubscribe?token=, issue 23): the
 * curator presses to opt out. A press, not the link's opening: mail scanners open links.
 */
export default function PitchUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeFromPitches();
  return (
    <div className="mx-auto max-w-lg space-y-4 py-10">
      <h1 className="text-2xl font-semibold">Unsubscribe from pitches</h1>
      {unsubscribe.data ? (
        <p role="status">{unsubscribe.data.message}</p>
      ) : (
        <>
          <p>
            An artist pitched a track to you through this service. Stop all pitches to your address?
          </p>
          {unsubscribe.error && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(unsubscribe.error)}
            </p>
          )}
          <button
            type="button"
            disabled={unsubscribe.isPending || !token}
            onClick={() => unsubscribe.mutate(token)}
            className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black disabled:opacity-50"
          >
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
          {!token && (
            <p role="alert" className="text-sm text-red-600">
              This unsubscribe link is not known.
            </p>
          )}
        </>
      )}
    </div>
  );
}
