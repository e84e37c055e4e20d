import type { ActivitySettingItem } from '@songstats/contract';
import { TIER_IDS, TIERS, type TierId } from '@songstats/domain';
import { ErrorLine } from '../auth/AuthCard';
import { useMessages } from '../messages/message-store';
import { HideBottedPlaylists } from './HideBottedPlaylists';
import { useActivitySettings, useUpdateActivitySetting } from './use-member-settings-calls';

const number = new Intl.NumberFormat('en-US');

/** spec §9: what a tier lets through, e.g. "25,000+ playlist followers · 250,000+ creators". */
function thresholdsText(tier: TierId): string {
  const { playlistFollowers, creators, reposts } = TIERS[tier].thresholds;
  return [
    `${number.format(playlistFollowers)}+ playlist followers`,
    `${number.format(creators)}+ creators`,
    `${number.format(reposts)}+ reposts`,
  ].join(' · ');
}

function marketsText(tier: TierId): string {
  const markets = TIERS[tier].markets;
  return markets ? `${markets.length} markets: ${markets.join(', ')}` : 'every market';
}

/** The four tiers, lowest first, with what each lets through (spec §3, §9). */
function TierLegend() {
  return (
    <dl className="space-y-2 rounded-xl border border-gray-200 p-4 text-sm">
      {TIER_IDS.map((id) => (
        <div key={id}>
          <dt className="font-medium">{TIERS[id].name}</dt>
          <dd className="text-gray-600">
            {thresholdsText(id)}; {marketsText(id)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SourceTierRow({
  setting,
  onChange,
  disabled,
}: {
  setting: ActivitySettingItem;
  onChange: (tier: TierId) => void;
  disabled: boolean;
}) {
  const id = `tier-${setting.sourceId}`;
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="font-medium">
        {setting.name}
      </label>
      <select
        id={id}
        className="rounded-md border border-gray-300 px-2 py-1"
        value={setting.tier}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value) as TierId)}
      >
        {TIER_IDS.map((tier) => (
          <option key={tier} value={tier}>
            {TIERS[tier].name}
          </option>
        ))}
      </select>
    </li>
  );
}

/**
 * spec §2 /settings/activity-settings: the member's tier per source. Each change is saved at
 * once; the feed's next page applies it.
 */
export default function ActivitySettingsPage() {
  const settings = useActivitySettings();
  const update = useUpdateActivitySetting();
  const show = useMessages((state) => state.show);

  async function change(sourceId: string, tier: TierId) {
    try {
      const { message } = await update.mutateAsync({ sourceId, tier });
      show({ message, messageType: 'success' });
    } catch {
      // spec §8: the server's message shows above the list (update.error).
    }
  }

  return (
    <main className="max-w-2xl space-y-6 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Activities</h1>
      <p className="text-gray-600">
        Choose per source which activities reach your feed: Bassline shows every tier, Top End only
        the most significant.
      </p>
      <TierLegend />
      <HideBottedPlaylists />
      <ErrorLine error={settings.error ?? update.error} />
      {settings.isPending && settings.fetchStatus !== 'idle' ? (
        <p role="status">Loading your activity settings…</p>
      ) : null}
      {settings.data ? (
        <ul className="divide-y divide-gray-100">
          {settings.data.activitySettings.map((setting) => (
            <SourceTierRow
              key={setting.sourceId}
              setting={setting}
              disabled={update.isPending}
              onChange={(tier) => change(setting.sourceId, tier)}
            />
          ))}
        </ul>
      ) : null}
    </main>
  );
}
