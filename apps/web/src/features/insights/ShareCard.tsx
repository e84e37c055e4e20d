import { sourceById } from '@songstats/domain';
import { Image } from '../../lib/Image';
import { formatCompact } from './format';
import { useInsightsStore } from './insights-store';

export interface ShareCardData {
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  followers: number | null;
  sourceId: string;
}

const FRAMES = {
  portrait: 'aspect-[4/5] w-64',
  square: 'aspect-square w-64',
  landscape: 'aspect-[16/9] w-80',
} as const;
const FONT_SIZES = ['text-base', 'text-lg', 'text-xl', 'text-2xl'] as const;
const STYLES = [
  { id: 0, name: 'Dark', className: 'bg-ink text-white' },
  { id: 1, name: 'Light', className: 'bg-white text-ink border border-gray-200' },
  { id: 2, name: 'Colour', className: 'text-white' },
] as const;

/** spec §3 share settings: style, frame (portrait by default), cover, font size, followers. */
export function ShareCard({ card }: { card: ShareCardData }) {
  const settings = useInsightsStore((state) => state.shareSettings);
  const set = useInsightsStore((state) => state.setShareSettings);
  const source = sourceById(card.sourceId);
  const style = STYLES.find((entry) => entry.id === settings.lastShareStyleId) ?? STYLES[0];
  const fontSize = FONT_SIZES[settings.fontSizeIndex] ?? FONT_SIZES[1];
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <figure
        data-testid="share-card"
        data-frame={settings.lastShareDownloadFrame}
        className={`${FRAMES[settings.lastShareDownloadFrame]} flex shrink-0 flex-col justify-end gap-2 overflow-hidden rounded-xl p-4 ${style.className}`}
        style={
          style.id === 2 ? { backgroundColor: source?.colors.primary ?? '#1F2937' } : undefined
        }
      >
        {settings.showPlaylistCover && card.imageUrl && (
          <Image src={card.imageUrl} alt="" className="mb-auto size-24 rounded-md object-cover" />
        )}
        <figcaption className={`${fontSize} font-semibold leading-tight`}>{card.title}</figcaption>
        {card.subtitle && <p className="text-sm opacity-80">{card.subtitle}</p>}
        {settings.showFollower && card.followers !== null && (
          <p className="text-sm">{formatCompact(card.followers)} followers</p>
        )}
        <p className="text-xs opacity-70">{source?.name ?? card.sourceId}</p>
      </figure>
      <fieldset className="flex flex-col gap-3 text-sm">
        <legend className="sr-only">Share settings</legend>
        <label className="flex items-center justify-between gap-3">
          Style
          <select
            value={style.id}
            onChange={(event) => set({ lastShareStyleId: Number(event.target.value) })}
            className="rounded-md border border-gray-300 px-2 py-1"
          >
            {STYLES.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center justify-between gap-3">
          Frame
          <select
            value={settings.lastShareDownloadFrame}
            onChange={(event) =>
              set({
                lastShareDownloadFrame: event.target.value as keyof typeof FRAMES,
              })
            }
            className="rounded-md border border-gray-300 px-2 py-1"
          >
            <option value="portrait">Portrait</option>
            <option value="square">Square</option>
            <option value="landscape">Landscape</option>
          </select>
        </label>
        <label className="flex items-center justify-between gap-3">
          Font size
          <input
            type="range"
            min={0}
            max={FONT_SIZES.length - 1}
            value={settings.fontSizeIndex}
            onChange={(event) => set({ fontSizeIndex: Number(event.target.value) })}
          />
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={settings.showPlaylistCover}
            onChange={(event) => set({ showPlaylistCover: event.target.checked })}
          />
          Show playlist cover
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={settings.showFollower}
            onChange={(event) => set({ showFollower: event.target.checked })}
          />
          Show followers
        </label>
      </fieldset>
    </div>
  );
}
