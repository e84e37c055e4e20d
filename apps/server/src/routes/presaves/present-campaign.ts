import {
  PRESAVE_DELIVERY_LABELS,
  PRESAVE_SERVICE_NAMES,
  type PresaveCampaignDetail,
  type PresaveCampaignItem,
  type PresaveFanItem,
} from '@songstats/contract';
import type { PresaveCampaignRow, PresaveFanListing } from '@songstats/db';

/** A queued delivery whose last attempt found the release not on the service yet. */
function stateOf(fan: PresaveFanListing): PresaveFanItem['state'] {
  if (fan.state === 'queued' && fan.reason?.startsWith('Pending Source')) return 'pending_source';
  return fan.state;
}

export function presentCampaign(
  campaign: PresaveCampaignRow,
  options: {
    origin: string;
    ownerName: string;
    canManage: boolean;
    fans: number;
    delivered: number;
  },
): PresaveCampaignItem {
  return {
    id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    artistName: campaign.artistName,
    releaseDate: campaign.releaseDate,
    artworkUrl: campaign.artworkUrl,
    services: campaign.services,
    spotifyUri: campaign.spotifyUri,
    spotifyArtistUri: campaign.spotifyArtistUri,
    deezerAlbumId: campaign.deezerAlbumId,
    deezerArtistId: campaign.deezerArtistId,
    consentText: campaign.consentText,
    pageUrl: `${options.origin}/${campaign.slug}`,
    ownerName: options.ownerName,
    canManage: options.canManage,
    fans: options.fans,
    delivered: options.delivered,
  };
}

export function presentFan(fan: PresaveFanListing): PresaveFanItem {
  const state = stateOf(fan);
  return {
    id: fan.fanId,
    service: fan.service,
    email: fan.email,
    country: fan.country,
    followArtist: fan.followArtist,
    consentedAt: fan.consentedAt.toISOString(),
    unsubscribed: fan.unsubscribedAt !== null,
    state,
    stateLabel: PRESAVE_DELIVERY_LABELS[state],
    attempts: fan.attempts,
    reason: fan.reason,
    deliveredAt: fan.deliveredAt?.toISOString() ?? null,
  };
}

/** The campaign page's figures, all counted from its fans' rows. */
export function presentDetail(
  campaign: PresaveCampaignItem,
  fans: PresaveFanListing[],
): PresaveCampaignDetail {
  const fanList = fans.map(presentFan);
  const savesByService = campaign.services.map((service) => ({
    service,
    name: PRESAVE_SERVICE_NAMES[service],
    fans: fanList.filter((fan) => fan.service === service).length,
    delivered: fanList.filter((fan) => fan.service === service && fan.state === 'delivered').length,
  }));
  const countries = new Map<string | null, number>();
  for (const fan of fanList) countries.set(fan.country, (countries.get(fan.country) ?? 0) + 1);
  const fansByCountry = [...countries]
    .map(([country, count]) => ({ country, fans: count }))
    .sort((a, b) => b.fans - a.fans || String(a.country).localeCompare(String(b.country)));
  const deliveryStates = (Object.keys(PRESAVE_DELIVERY_LABELS) as PresaveFanItem['state'][]).map(
    (state) => ({
      state,
      label: PRESAVE_DELIVERY_LABELS[state],
      fans: fanList.filter((fan) => fan.state === state).length,
    }),
  );
  return { campaign, savesByService, fansByCountry, deliveryStates, fanList };
}

const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The email list: fans with an address who did not unsubscribe, with the consent they gave. */
export function emailCsv(fans: PresaveFanListing[]): { csv: string; rows: number } {
  const rows = fans.filter((fan) => fan.email && !fan.unsubscribedAt);
  const lines = [
    'email,service,country,follow_artist,consented_at,consent_text',
    ...rows.map((fan) =>
      [
        fan.email ?? '',
        fan.service,
        fan.country ?? '',
        fan.followArtist ? 'yes' : 'no',
        fan.consentedAt.toISOString(),
        fan.consentText,
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
