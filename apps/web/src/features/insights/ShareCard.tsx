import { sourceById } from '@songstats/domain';
import { Check, Download, Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { variant } from '../../app/variant';
import { formatCompact } from './format';
import { type ShareSettings, useInsightsStore } from './insights-store';

export interface ShareCardData {
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  followers: number | null;
  sourceId: string;
}

/** The share image's size in pixels, per frame (spec §3 lastShareDownloadFrame). */
export const SHARE_FRAMES = {
  portrait: { width: 1080, height: 1350, label: 'Portrait' },
  square: { width: 1080, height: 1080, label: 'Square' },
  landscape: { width: 1920, height: 1080, label: 'Landscape' },
} as const;
/** The title's size in pixels, per font size index (spec §3 fontSizeIndex). */
const TITLE_SIZES = [60, 76, 92, 112] as const;
const STYLES = [
  { id: 0, name: 'Dark', background: '#111827', text: '#ffffff' },
  { id: 1, name: 'Light', background: '#ffffff', text: '#111827' },
  { id: 2, name: 'Colour', background: null, text: '#ffffff' },
] as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The lines `text` breaks into at `width`, at most `max`, the last cut with an ellipsis. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number, max: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (context.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1]}…`;
  while (last.length > 1 && context.measureText(last).width > width) {
    last = `${last.slice(0, -2)}…`;
  }
  kept[max - 1] = last;
  return kept;
}

/** Draws the share image: cover, title, subtitle, followers, the service and the product. */
function drawShareImage(
  canvas: HTMLCanvasElement,
  card: ShareCardData,
  settings: ShareSettings,
  cover: HTMLImageElement | null,
) {
  const frame = SHARE_FRAMES[settings.lastShareDownloadFrame] ?? SHARE_FRAMES.portrait;
  canvas.width = frame.width;
  canvas.height = frame.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  const source = sourceById(card.sourceId);
  const style = STYLES.find((entry) => entry.id === settings.lastShareStyleId) ?? STYLES[0];
  const accent = source?.colors.primary ?? '#1F2937';
  context.fillStyle = style.background ?? accent;
  context.fillRect(0, 0, frame.width, frame.height);
  const pad = 88;
  const width = frame.width - pad * 2;
  let y = pad;

  if (settings.showPlaylistCover) {
    const size = Math.round(Math.min(frame.width, frame.height) * 0.42);
    context.save();
    context.beginPath();
    context.roundRect(pad, y, size, size, 28);
    context.clip();
    if (cover) context.drawImage(cover, pad, y, size, size);
    else {
      // No cover (none known, or it would not load): the service's colour with a note.
      context.fillStyle = style.background === null ? 'rgba(0,0,0,0.25)' : accent;
      context.fillRect(pad, y, size, size);
      context.fillStyle = '#ffffff';
      context.font = `${Math.round(size * 0.45)}px ${FONT}`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('♪', pad + size / 2, y + size / 2);
    }
    context.restore();
    y += size;
  }

  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  context.fillStyle = style.text;
  const footer = 64;
  const titleSize = TITLE_SIZES[settings.fontSizeIndex] ?? TITLE_SIZES[1];
  const blocks: { text: string; size: number; weight: number; alpha: number; lines: number }[] = [
    { text: card.title, size: titleSize, weight: 700, alpha: 1, lines: 3 },
  ];
  if (card.subtitle) {
    blocks.push({ text: card.subtitle, size: 44, weight: 500, alpha: 0.85, lines: 2 });
  }
  if (settings.showFollower && card.followers !== null) {
    blocks.push({
      text: `${formatCompact(card.followers)} followers`,
      size: 48,
      weight: 600,
      alpha: 1,
      lines: 1,
    });
  }
  // The text sits at the bottom, above the footer line.
  const laidOut = blocks.map((block) => {
    context.font = `${block.weight} ${block.size}px ${FONT}`;
    return { ...block, wrapped: wrap(context, block.text, width, block.lines) };
  });
  const height = laidOut.reduce(
    (sum, block) => sum + block.wrapped.length * block.size * 1.2 + 16,
    0,
  );
  y = Math.max(y + 48, frame.height - pad - footer - height);
  for (const block of laidOut) {
    context.font = `${block.weight} ${block.size}px ${FONT}`;
    context.globalAlpha = block.alpha;
    for (const line of block.wrapped) {
      y += block.size * 1.1;
      context.fillText(line, pad, y);
      y += block.size * 0.1;
    }
    y += 16;
  }
  context.globalAlpha = 0.75;
  context.font = `500 34px ${FONT}`;
  const bottom = frame.height - pad;
  context.fillText(source?.name ?? card.sourceId, pad, bottom);
  context.textAlign = 'right';
  context.fillText(variant.name, frame.width - pad, bottom);
  context.globalAlpha = 1;
}

/** The cover as a picture the canvas may export (CORS); null when there is none or it fails. */
function useCover(url: string | null, wanted: boolean) {
  const [cover, setCover] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    setCover(null);
    if (!url || !wanted) return;
    const image = new window.Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => setCover(image);
    image.onerror = () => setCover(null);
    image.src = url;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [url, wanted]);
  return cover;
}

const fileName = (title: string) =>
  `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'share'} - ${variant.name}.png`;

const buttonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-50 focus-visible:outline-2 disabled:opacity-60';

/**
 * spec §3 share settings (style, frame: portrait by default, cover, font size, followers): the
 * preview is the image itself, drawn on a canvas, downloaded as a PNG; the link of this page can
 * be copied beside it.
 */
export function ShareCard({ card }: { card: ShareCardData }) {
  const settings = useInsightsStore((state) => state.shareSettings);
  const set = useInsightsStore((state) => state.setShareSettings);
  const canvas = useRef<HTMLCanvasElement>(null);
  const cover = useCover(card.imageUrl, settings.showPlaylistCover);
  const [status, setStatus] = useState<string | null>(null);
  const frame = SHARE_FRAMES[settings.lastShareDownloadFrame] ?? SHARE_FRAMES.portrait;

  useEffect(() => {
    if (canvas.current) drawShareImage(canvas.current, card, settings, cover);
  }, [card, settings, cover]);

  function download() {
    canvas.current?.toBlob((blob) => {
      if (!blob) {
        setStatus('The image could not be made.');
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(card.title);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setStatus('Image downloaded.');
    }, 'image/png');
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('Link copied.');
    } catch {
      setStatus('The link could not be copied: copy it from the address bar.');
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <figure className="shrink-0">
        <canvas
          ref={canvas}
          data-testid="share-card"
          data-frame={settings.lastShareDownloadFrame}
          role="img"
          aria-label={`Share image of ${card.title}`}
          width={frame.width}
          height={frame.height}
          className={`${frame.width > frame.height ? 'w-80' : 'w-64'} h-auto rounded-xl border border-gray-200`}
        />
      </figure>
      <div className="flex flex-col gap-3 text-sm">
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Share settings</legend>
          <label className="flex items-center justify-between gap-3">
            Style
            <select
              value={settings.lastShareStyleId}
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
                  lastShareDownloadFrame: event.target.value as keyof typeof SHARE_FRAMES,
                })
              }
              className="rounded-md border border-gray-300 px-2 py-1"
            >
              {Object.entries(SHARE_FRAMES).map(([value, entry]) => (
                <option key={value} value={value}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center justify-between gap-3">
            Font size
            <input
              type="range"
              min={0}
              max={TITLE_SIZES.length - 1}
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
        <div className="mt-auto flex flex-wrap gap-2">
          <button type="button" className={buttonClass} onClick={download}>
            <Download aria-hidden size={14} />
            Download PNG
          </button>
          <button type="button" className={buttonClass} onClick={() => void copyLink()}>
            <Link2 aria-hidden size={14} />
            Copy link
          </button>
        </div>
        {status && (
          <p role="status" className="flex items-center gap-1 text-gray-600">
            <Check aria-hidden size={14} />
            {status}
          </p>
        )}
      </div>
    </div>
  );
}
