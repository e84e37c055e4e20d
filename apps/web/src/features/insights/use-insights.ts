import { type ActivitiesResponse, ApiError, type TimeRange } from '@songstats/contract';
import { AUDIENCE_CACHE_LIFETIME_MS, shouldApplyFeedResponse } from '@songstats/domain';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../app/api';
import { variant } from '../../app/variant';
import { useIsLoggedIn } from '../session/session-store';
import { insightRoutes } from './insight-routes';

/** Answers of a client error (403 locked, 404 unknown) are not worth a retry. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** The message a failed insights call shows (spec §8: a 403 shows the server's message). */
export function insightErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong while loading this section. Please try again.';
}

interface FeedPageParam {
  page: number;
  cursor?: string;
}

export const feedKey = (idUnique: string | null, source: string, tier: number | null = null) =>
  ['insights', 'feed', idUnique, source, tier] as const;

/**
 * Issue 21: how often a feed on screen with only its first page loaded asks for that page again,
 * so that new activities come in while someone watches (the monitor writes a live day as it
 * goes; the server's read cache answers an unchanged page without reading the database).
 */
export const FEED_POLL_MS = 15_000;

/**
 * spec §4 Feed: loads page 1 for the account and source, then the next pages by scrolling. An
 * answer is kept only if its account and source still match what the screen asks for. `tier`
 * is the feed's tier control (spec §9), null for every tiered activity. While only page 1 is
 * loaded and the tab is visible, it is read again every FEED_POLL_MS (a scrolled feed stays as
 * it is: reloading every page would move what the reader is looking at).
 */
export function useFeed(idUnique: string | null, source: string, tier: number | null = null) {
  const isLoggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const key = feedKey(idUnique, source, tier);
  const query = useInfiniteQuery({
    queryKey: key,
    enabled: isLoggedIn && idUnique !== null,
    retry,
    initialPageParam: { page: 1 } as FeedPageParam,
    queryFn: async ({ pageParam, signal }) =>
      api.request(insightRoutes.activities, {
        query: {
          idUnique: idUnique ?? '',
          source,
          page: pageParam.page,
          ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
          ...(tier !== null ? { tier } : {}),
        },
        signal,
      }),
    refetchInterval: (current) =>
      (current.state.data?.pages.length ?? 0) === 1 ? FEED_POLL_MS : false,
    getNextPageParam: (last): FeedPageParam | undefined =>
      last.noMoreLoadableItems
        ? undefined
        : { page: last.page + 1, ...(last.nextCursor ? { cursor: last.nextCursor } : {}) },
  });
  const pages = (query.data?.pages ?? []).filter((page) =>
    shouldApplyFeedResponse(page, { accountIdUnique: idUnique, sourceId: source }),
  );
  // The reader's own refresh shows as one; the poll of page 1 comes in quietly.
  const [refreshing, setRefreshing] = useState(false);
  /** spec §3 "refresh": back to page 1, the list stays on screen while it reloads. */
  const refresh = useCallback(async () => {
    client.setQueryData<InfiniteData<ActivitiesResponse, FeedPageParam>>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    setRefreshing(true);
    try {
      await query.refetch();
    } finally {
      setRefreshing(false);
    }
  }, [client, key, query]);
  return { ...query, pages, refresh, refreshing: refreshing && query.isRefetching };
}

/** spec §4 Audience: data loaded under an hour ago for the same account is reused. */
export function useAudienceSummary(idUnique: string | null, source: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'audience', 'summary', idUnique, source],
    enabled: isLoggedIn && idUnique !== null,
    staleTime: AUDIENCE_CACHE_LIFETIME_MS,
    gcTime: AUDIENCE_CACHE_LIFETIME_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.audienceSummaryStats, {
        query: { idUnique: idUnique ?? '', source },
        signal,
      }),
  });
}

export function useAudienceMap(idUnique: string | null, source: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'audience', 'map', idUnique, source],
    enabled: isLoggedIn && idUnique !== null,
    staleTime: AUDIENCE_CACHE_LIFETIME_MS,
    gcTime: AUDIENCE_CACHE_LIFETIME_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.audienceMapStats, {
        query: { idUnique: idUnique ?? '', source },
        signal,
      }),
  });
}

/** spec §4 caching: analytics of the same track and source are not reloaded while fresh. */
const ANALYTICS_STALE_MS = 5 * 60 * 1000;

export interface SectionQuery {
  source: string;
  scope?: string | undefined;
  range?: TimeRange | undefined;
}

export function useAccountTop(idUnique: string | null, section: SectionQuery) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'account', 'top', idUnique, section],
    enabled: isLoggedIn && idUnique !== null,
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
    retry,
    queryFn: ({ signal }) =>
      // spec §7: the social product reads a creator's top part from analytics_creator/top.
      api.request(
        variant.id === 'social' ? insightRoutes.analyticsCreatorTop : insightRoutes.analyticsTop,
        {
          query: { idUnique: idUnique ?? '', ...section },
          signal,
        },
      ),
  });
}

export function useAccountBottom(idUnique: string | null, section: SectionQuery) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'account', 'bottom', idUnique, section],
    enabled: isLoggedIn && idUnique !== null,
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.analyticsBottom, {
        query: { idUnique: idUnique ?? '', ...section },
        signal,
      }),
  });
}

export function useTopTracks(idUnique: string | null, source: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'top-list', idUnique, source],
    enabled: isLoggedIn && idUnique !== null,
    staleTime: ANALYTICS_STALE_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.topListTrackData, {
        query: { idUnique: idUnique ?? '', source, rankType: 'tracks' },
        signal,
      }),
  });
}

interface TrackQuery extends SectionQuery {
  idUnique?: string | undefined;
  /** The tables' sort asked of the server (bottom only; a table cut to its first rows). */
  sortBy?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

function trackQuery(query: TrackQuery) {
  const { idUnique, ...rest } = query;
  return idUnique ? { ...rest, idUnique } : rest;
}

export function useTrackTop(trackId: string, query: TrackQuery) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'track', trackId, 'top', query],
    enabled: isLoggedIn,
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.trackTop, {
        params: { trackId },
        query: trackQuery(query),
        signal,
      }),
  });
}

export function useTrackBottom(trackId: string, query: TrackQuery) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'track', trackId, 'bottom', query],
    enabled: isLoggedIn && query.source !== 'overview',
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.trackBottom, {
        params: { trackId },
        query: trackQuery(query),
        signal,
      }),
  });
}

export function useTrackMapStats(trackId: string, source: string, idUnique?: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'track', trackId, 'map', source, idUnique],
    enabled: isLoggedIn && source !== 'overview',
    staleTime: ANALYTICS_STALE_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.trackMapStats, {
        params: { trackId },
        query: idUnique ? { source, idUnique } : { source },
        signal,
      }),
  });
}

export function useTrackComments(trackId: string, source: string, enabled: boolean) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'track', trackId, 'comments', source],
    enabled: isLoggedIn && enabled,
    staleTime: ANALYTICS_STALE_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.trackComments, {
        params: { trackId },
        query: { source },
        signal,
      }),
  });
}
