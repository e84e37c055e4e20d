import { z } from 'zod';
import type { IdentityVerifier } from '../auth/social/verified-identity';
import {
  type ConnectedObject,
  fetchProviderJson,
  type ProviderConnection,
  ProviderRefusedError,
} from './provider-connection';

export interface FacebookPagesConfig {
  /** https://graph.facebook.com by default; tests point it at a local server. */
  graphUrl: string;
  /** The login verifier (debug_token with our app token, then /me). */
  verify: IdentityVerifier;
}

// Graph API /me/accounts: the pages the login manages, with a linked Instagram business account.
const ZPages = z.object({
  data: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string(),
        link: z.string().optional(),
        instagram_business_account: z
          .object({ id: z.string().min(1), username: z.string().optional() })
          .optional(),
      }),
    )
    .default([]),
  paging: z.object({ next: z.string().optional() }).optional(),
});

/** At most this many pages of /me/accounts are read (25 pages each by default). */
const MAX_PAGES = 4;

/** A Facebook user access token: the login (debug_token), its pages and their Instagram. */
export function createFacebookPages(config: FacebookPagesConfig) {
  return async (accessToken: string): Promise<ProviderConnection> => {
    let identity: Awaited<ReturnType<IdentityVerifier>>;
    try {
      identity = await config.verify(accessToken);
    } catch {
      throw new ProviderRefusedError('facebook');
    }
    const objects: ConnectedObject[] = [];
    let next: URL | null = new URL('/me/accounts', config.graphUrl);
    next.searchParams.set('fields', 'id,name,link,instagram_business_account{id,username}');
    next.searchParams.set('access_token', accessToken);
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const answer = ZPages.parse(await fetchProviderJson('facebook', next));
      for (const item of answer.data) {
        objects.push({
          sourceId: 'facebook',
          externalId: item.id,
          name: item.name,
          url: `https://www.facebook.com/${item.id}`,
        });
        const instagram = item.instagram_business_account;
        if (instagram?.username) {
          objects.push({
            sourceId: 'instagram',
            externalId: instagram.id,
            name: `@${instagram.username}`,
            url: `https://www.instagram.com/${instagram.username}`,
          });
        }
      }
      // Follow the Graph API's own next page only on the same host.
      const following: URL | null = answer.paging?.next ? new URL(answer.paging.next) : null;
      next = following && following.host === new URL(config.graphUrl).host ? following : null;
    }
    return {
      provider: 'facebook',
      subject: identity.subject,
      accountName: identity.name ?? identity.email ?? identity.subject,
      objects,
    };
  };
}
