import { errorBodyFetch } from '../shared/error-body-fetch';
import { ZDeezerError } from './deezer-schemas';

// Deezer error codes (developers.deezer.com/api/errors) mapped to what an HTTP status would say.
const QUOTA = 4;
const SERVICE_BUSY = 700;
const DATA_NOT_FOUND = 800;
/** The quota is 50 requests per 5 seconds: waiting one window is enough. */
const QUOTA_WINDOW_SECONDS = 5;

/**
 * A fetch on which Deezer's HTTP 200 error bodies read as real statuses: quota -> 429 after the
 * quota window, busy -> 503 (both retried by fetchJson), no data -> 404, anything else -> 400.
 */
export function deezerFetch(underlying: typeof fetch) {
  return errorBodyFetch(
    (_status, body) => {
      const parsed = ZDeezerError.safeParse(body);
      if (!parsed.success) return null;
      switch (parsed.data.error.code) {
        case QUOTA:
          return { status: 429, retryAfterSeconds: QUOTA_WINDOW_SECONDS };
        case SERVICE_BUSY:
          return { status: 503 };
        case DATA_NOT_FOUND:
          return { status: 404 };
        default:
          return { status: 400 };
      }
    },
    (response) => response.status === 200,
    underlying,
  );
}
