import { z } from 'zod';
import {
  fetchProviderJson,
  type ProviderConnection,
  ProviderRefusedError,
} from './provider-connection';

export interface GoogleYoutubeConfig {
  /** Our OAuth client id(s): the access token must have been issued to one of them. */
  clientIds: string[];
  /** https://oauth2.googleapis.com/tokeninfo by default; tests point it at a local server. */
  tokenInfoUrl: string;
  /** https://www.googleapis.com by default. */
  apiUrl: string;
}

export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

// Google's tokeninfo answer for an access token, and YouTube Data API v3 channels.list.
const ZTokenInfo = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().min(1),
  scope: z.string().default(''),
  email: z.string().optional(),
});
const ZChannels = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        snippet: z.object({ title: z.string(), customUrl: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

/**
 * A Google access token (the Google Identity Services token client, scope youtube.readonly):
 * tokeninfo says whom and which app it was issued to; channels.list?mine=true gives the
 * channels of that login.
 */
export function createGoogleYoutube(config: GoogleYoutubeConfig) {
  return async (accessToken: string): Promise<ProviderConnection> => {
    const info = new URL(config.tokenInfoUrl);
    info.searchParams.set('access_token', accessToken);
    const parsed = ZTokenInfo.safeParse(await fetchProviderJson('google', info));
    if (!parsed.success) throw new ProviderRefusedError('google');
    const token = parsed.data;
    const issuedTo = token.aud ?? token.azp ?? '';
    if (!config.clientIds.includes(issuedTo)) throw new ProviderRefusedError('google');
    if (!token.scope.split(' ').includes(YOUTUBE_READONLY_SCOPE)) {
      throw new ProviderRefusedError('google');
    }
    const channels = new URL('/youtube/v3/channels', config.apiUrl);
    channels.searchParams.set('part', 'snippet');
    channels.searchParams.set('mine', 'true');
    channels.searchParams.set('maxResults', '50');
    const answer = ZChannels.parse(
      await fetchProviderJson('google', channels, {
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    );
    return {
      provider: 'google',
      subject: token.sub,
      accountName: token.email ?? token.sub,
      objects: answer.items.map((item) => ({
        sourceId: 'youtube',
        externalId: item.id,
        name: item.snippet?.title ?? item.id,
        url: `https://www.youtube.com/channel/${item.id}`,
      })),
    };
  };
}
