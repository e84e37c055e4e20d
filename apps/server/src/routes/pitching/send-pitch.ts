import { randomBytes } from 'node:crypto';
import { PITCH_LIMITS, PITCH_TEXTS, pitchingEndpoints } from '@songstats/contract';
import {
  deletePitch,
  findPitch,
  findPitchOptOut,
  listContactHistory,
  listPitchCandidates,
  recordPitch,
} from '@songstats/db';
import { sourceById } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { publicOrigin } from '../../auth/public-origin';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { trackServices } from '../smart-links/track-services';
import { loadPitchTrack } from './pitch-access';
import { checkPitchLimit } from './pitch-limit';
import { pitchMail } from './pitch-mail';

const endpoint = pitchingEndpoints.send;

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Issue 23 pitching/send_pitch: a pitch e-mail to a playlist's curator through the app's mailer (SMTP,
 * or the local outbox like login links). Refused, in this order: a track not of the member's
 * profiles (403), an unknown or non-monitored playlist (404), one with no curator e-mail (422),
 * a curator who opted out (409), a second pitch of the track to the playlist (409), past the
 * member's 24-hour limit (429). A mail that cannot be sent is a 503 and leaves no history.
 */
export function sendPitchRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['pitching'],
    handler: async (request, reply) => {
      const { member } = sessionOf(request);
      const body = request.body;
      const { track, account, artistName } = await loadPitchTrack(
        app.db,
        request,
        body.trackIdUnique,
        'send',
      );
      // Any monitored, pitchable playlist the track is not on (the list shows the best of them).
      const [playlist] = (
        await listPitchCandidates(app.db, {
          trackId: track.id,
          genres: [],
          similarAccountIds: [],
          recentDays: PITCH_LIMITS.recentDays,
          playlistId: body.playlistId,
        })
      ).filter((candidate) => candidate.playlistId === body.playlistId);
      if (!playlist) throw new HttpError(404, PITCH_TEXTS.unknownPlaylist);
      const email = playlist.curatorEmail?.trim().toLowerCase();
      if (!email) throw new HttpError(422, PITCH_TEXTS.noContact);
      if (await findPitchOptOut(app.db, email))
        throw new HttpError(409, PITCH_TEXTS.optedOut(email));
      const earlier = await findPitch(app.db, track.id, playlist.playlistId);
      if (earlier) {
        throw new HttpError(409, PITCH_TEXTS.alreadyPitched(dayText(new Date(earlier.sentAt))));
      }
      await checkPitchLimit(app.db, member.id, reply);
      const pitch = await recordPitch(app.db, {
        memberId: member.id,
        accountId: account!.id,
        trackId: track.id,
        playlistId: playlist.playlistId,
        email,
        message: body.message,
        unsubscribeToken: randomBytes(24).toString('base64url'),
      });
      if (!pitch) throw new HttpError(409, PITCH_TEXTS.alreadyPitched(dayText(new Date())));
      try {
        await app.mailer.send(
          pitchMail({
            to: email,
            curatorName: playlist.curatorName,
            senderEmail: member.email,
            product: request.variant.name,
            origin: publicOrigin(request),
            trackTitle: track.title,
            artistName,
            playlistName: playlist.name,
            message: body.message,
            trackLinks: trackServices(track.externalIds).map((link) => ({
              name: sourceById(link.serviceId)?.name ?? link.serviceId,
              url: link.url,
            })),
            unsubscribeToken: pitch.unsubscribeToken,
          }),
        );
      } catch (error) {
        request.log.error({ err: error }, 'a pitch could not be sent');
        await deletePitch(app.db, pitch.id);
        throw new HttpError(503, PITCH_TEXTS.mailFailed);
      }
      const [contact] = await listContactHistory(app.db, [pitch.accountId], 1, pitch.id);
      return { message: PITCH_TEXTS.sent(email), contact: contact! };
    },
  });
}
