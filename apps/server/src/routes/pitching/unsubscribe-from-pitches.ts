import { PITCH_TEXTS, pitchingEndpoints } from '@songstats/contract';
import { optOutOfPitches } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = pitchingEndpoints.unsubscribe;

/**
 * Issue 23 pitching/unsubscribe: public, the curator's press on the unsubscribe page a pitch links
 * to (/pitch-unsubscribe?token=). A POST, not the link's GET: mail scanners that open links must
 * not unsubscribe anyone. Later pitches to the address are refused (pitching/send_pitch, 409).
 */
export function unsubscribeFromPitchesRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['pitching'],
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async (request) => {
      const email = await optOutOfPitches(app.db, request.body.token);
      if (!email) throw new HttpError(404, PITCH_TEXTS.unknownUnsubscribe);
      return { message: PITCH_TEXTS.unsubscribed(email), email };
    },
  });
}
