import type { z } from 'zod';
import { FetchFailedError, type FetchOptions, fetchJson } from '../../http/fetch-json';
import { chunk } from '../shared/chunk';
import { errorBodyFetch } from '../shared/error-body-fetch';
import { trimSlash } from '../shared/rebase-url';
import type { TrackCounters } from '../types';
import {
  ZYouTubeChannelList,
  ZYouTubeChannelSearch,
  ZYouTubeError,
  ZYouTubeSearchList,
  ZYouTubeVideoList,
} from './youtube-schemas';

export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
/** videos.list accepts at most 50 ids. */
const VIDEOS_PER_REQUEST = 50;
/** Reasons YouTube gives (HTTP 403 or 429) for "too much, try later". */
const RETRYABLE_REASONS = new Set(['quotaExceeded', 'rateLimitExceeded', 'userRateLimitExceeded']);

export interface YouTubeClientOptions {
  baseUrl?: string;
  credentials: { apiKey: string };
  fetchOptions?: FetchOptions;
}

export interface YouTubeSearchResult {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  publishedAt: string;
}

/** A quota or rate-limit refusal reads as a 429 so fetchJson backs off and retries it. */
function youtubeFetch(underlying: typeof fetch) {
  return errorBodyFetch(
    (_status, body) => {
      const parsed = ZYouTubeError.safeParse(body);
      const reasons = parsed.success ? (parsed.data.error.errors ?? []) : [];
      return reasons.some((error) => RETRYABLE_REASONS.has(error.reason)) ? { status: 429 } : null;
    },
    (response) => !response.ok,
    underlying,
  );
}

export function createYouTubeClient(options: YouTubeClientOptions) {
  const base = trimSlash(options.baseUrl ?? YOUTUBE_API_URL);
  const key = options.credentials.apiKey;
  const fetchOptions: FetchOptions = {
    ...options.fetchOptions,
    fetch: youtubeFetch(options.fetchOptions?.fetch ?? fetch),
  };

  /** The key travels in the query string, so it is cut out of errors before they reach logs. */
  async function get<Schema extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: Schema,
  ) {
    const query = new URLSearchParams({ ...params, key });
    try {
      return await fetchJson(`${base}${path}?${query}`, schema, fetchOptions);
    } catch (error) {
      if (!(error instanceof FetchFailedError)) throw error;
      const encodedKey = new URLSearchParams({ key }).toString().slice('key='.length);
      const redact = (text: string) => text.replaceAll(encodedKey, '[key]');
      throw new FetchFailedError(
        redact(error.message),
        redact(error.url),
        error.status,
        error.attempts,
      );
    }
  }

  return {
    /** The channel ids of the first page of channels matching `query` (100 quota units). */
    async searchChannels(query: string, maxResults = 5): Promise<string[]> {
      const answer = await get(
        '/search',
        { part: 'snippet', q: query, type: 'channel', maxResults: String(maxResults) },
        ZYouTubeChannelSearch,
      );
      return answer.items.flatMap((item) => (item.id.channelId ? [item.id.channelId] : []));
    },

    /** The channels of these ids (at most 50; 1 quota unit); unknown ids are left out. */
    async channels(channelIds: readonly string[]): Promise<YouTubeChannel[]> {
      if (channelIds.length === 0) return [];
      const answer = await get(
        '/channels',
        { part: 'snippet,statistics', id: channelIds.slice(0, 50).join(','), maxResults: '50' },
        ZYouTubeChannelList,
      );
      return answer.items.map((item) => ({
        id: item.id,
        title: item.snippet.title,
        customUrl: item.snippet.customUrl ?? null,
        subscribers: item.statistics?.subscriberCount ?? null,
        videos: item.statistics?.videoCount ?? null,
      }));
    },

    /** Views, likes and comments per video; likes or comments a channel hides are left out. */
    async videoCounters(videoIds: readonly string[]): Promise<TrackCounters[]> {
      const counters: TrackCounters[] = [];
      for (const batch of chunk(videoIds, VIDEOS_PER_REQUEST)) {
        const answer = await get(
          '/videos',
          {
            part: 'statistics,snippet',
            id: batch.join(','),
            maxResults: String(VIDEOS_PER_REQUEST),
          },
          ZYouTubeVideoList,
        );
        for (const video of answer.items) {
          const statistics = video.statistics ?? {};
          const metrics: Record<string, number> = {};
          if (statistics.viewCount !== undefined) metrics.video_views_total = statistics.viewCount;
          if (statistics.likeCount !== undefined) metrics.video_likes_total = statistics.likeCount;
          if (statistics.commentCount !== undefined) {
            metrics.video_comments_total = statistics.commentCount;
          }
          counters.push({ trackId: video.id, metrics });
        }
      }
      return counters;
    },

    /** The first page of videos matching `query` (a search costs 100 quota units a page). */
    async searchVideos(query: string, maxResults = 10): Promise<YouTubeSearchResult[]> {
      const answer = await get(
        '/search',
        { part: 'snippet', q: query, type: 'video', maxResults: String(maxResults) },
        ZYouTubeSearchList,
      );
      return answer.items.flatMap((item) =>
        item.id.videoId
          ? [
              {
                videoId: item.id.videoId,
                title: item.snippet.title,
                channelId: item.snippet.channelId,
                channelTitle: item.snippet.channelTitle,
                publishedAt: item.snippet.publishedAt,
              },
            ]
          : [],
      );
    },
  };
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>;

/** A channel as channels.list gives it (part=snippet,statistics). */
export interface YouTubeChannel {
  id: string;
  title: string;
  customUrl: string | null;
  subscribers: number | null;
  videos: number | null;
}
