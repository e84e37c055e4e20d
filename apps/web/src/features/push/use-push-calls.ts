import { pushEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn } from '../session/session-store';

const SETTINGS_KEY = ['members', 'push_settings'] as const;

/** spec §8: a failed load shows this, whatever the cause. */
export const FAILED_TO_GET_NOTIFICATIONS = 'Failed to get notifications';

/** spec §7 GET /members/get_app_push_notification_settings. */
export function usePushSettings() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: SETTINGS_KEY,
    enabled: isLoggedIn,
    queryFn: async ({ signal }) => {
      try {
        return await api.request(pushEndpoints.getAppPushNotificationSettings, { signal });
      } catch {
        throw new Error(FAILED_TO_GET_NOTIFICATIONS);
      }
    },
  });
}

/** spec §7 PUT /members/update_app_push_notification_settings. */
export function useUpdatePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationsOn: boolean) =>
      api.request(pushEndpoints.updateAppPushNotificationSettings, { body: { notificationsOn } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/** spec §7 PUT /members/toggle_entity_push_notifications. */
export function useToggleEntityPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      uEntityId: string;
      uEntityType: 'artist' | 'label' | 'creator';
      isOn: 0 | 1;
    }) => api.request(pushEndpoints.toggleEntityPushNotifications, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
