import { memberSettingsEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn, useSession } from '../session/session-store';

const ACTIVITY_KEY = ['members', 'activity_settings'] as const;
const FAVORITES_KEY = ['members', 'favorite_sources'] as const;

/** spec §2 GET /members/activity_settings: the member's tier per source. */
export function useActivitySettings() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ACTIVITY_KEY,
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(memberSettingsEndpoints.activitySettings, { signal }),
  });
}

/** spec §2, §9 PUT /members/update_activity_settings; kept feed pages are read again. */
export function useUpdateActivitySetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sourceId: string; tier: 1 | 2 | 3 | 4 }) =>
      api.request(memberSettingsEndpoints.updateActivitySettings, { body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(ACTIVITY_KEY, { activitySettings: answer.activitySettings });
      await queryClient.invalidateQueries({ queryKey: ['insights', 'feed'] });
    },
  });
}

/** spec §2 GET /members/favorite_sources. */
export function useFavoriteSources() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: FAVORITES_KEY,
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(memberSettingsEndpoints.favoriteSources, { signal }),
  });
}

/** spec §3 PUT /members/update_favorite_sources: the stored login follows (favoriteSources). */
export function useUpdateFavoriteSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceIds: string[]) =>
      api.request(memberSettingsEndpoints.updateFavoriteSources, { body: { sourceIds } }),
    onSuccess: async (answer) => {
      const { message: _, ...kept } = answer;
      queryClient.setQueryData(FAVORITES_KEY, kept);
      const login = useSession.getState().login;
      if (login) {
        useSession.getState().setLogin({ ...login, favoriteSources: answer.favoriteSources });
      }
      await queryClient.invalidateQueries({ queryKey: ['insights', 'feed'] });
    },
  });
}

const FEED_SETTINGS_KEY = ['members', 'feed_settings'] as const;

/** Issue 28 GET /members/feed_settings: whether the member hides botted playlists. */
export function useFeedSettings() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: FEED_SETTINGS_KEY,
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(memberSettingsEndpoints.feedSettings, { signal }),
  });
}

/** Issue 28 PUT /members/update_feed_settings; kept feed pages are read again. */
export function useUpdateFeedSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hideBottedPlaylists: boolean) =>
      api.request(memberSettingsEndpoints.updateFeedSettings, { body: { hideBottedPlaylists } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(FEED_SETTINGS_KEY, {
        hideBottedPlaylists: answer.hideBottedPlaylists,
      });
      await queryClient.invalidateQueries({ queryKey: ['insights', 'feed'] });
    },
  });
}
