import { useMessages } from '../messages/message-store';
import { useFeedSettings, useUpdateFeedSettings } from './use-member-settings-calls';

/** Issue 28 (decision 057): the member's switch to leave botted playlists out of their feed. */
export function HideBottedPlaylists() {
  const settings = useFeedSettings();
  const update = useUpdateFeedSettings();
  const show = useMessages((state) => state.show);
  if (!settings.data) return null;
  return (
    <label className="flex items-start gap-3 rounded-lg border border-gray-200 p-3">
      <input
        type="checkbox"
        className="mt-1"
        checked={settings.data.hideBottedPlaylists}
        disabled={update.isPending}
        data-testid="hide-botted-playlists"
        onChange={async (event) => {
          try {
            const { message } = await update.mutateAsync(event.target.checked);
            show({ message, messageType: 'success' });
          } catch {
            // The server's message shows with the page's other errors.
          }
        }}
      />
      <span>
        <span className="font-medium">Hide botted playlists</span>
        <span className="block text-sm text-gray-600">
          Leave out adds and removals of playlists rated Botted by their playlist health.
        </span>
      </span>
    </label>
  );
}
