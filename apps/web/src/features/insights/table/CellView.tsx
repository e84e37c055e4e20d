import type { AnalyticsCellResponse } from '@songstats/contract';
import { useMutation } from '@tanstack/react-query';
import {
  ArrowDownRight,
  ArrowUpRight,
  ChartLine,
  ExternalLink,
  Share2,
  Table2,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../app/api';
import { useMessages } from '../../messages/message-store';
import { formatDelta, formatNumber } from '../format';
import { insightRoutes } from '../insight-routes';
import { PlaylistHealthBadge } from '../PlaylistHealthBadge';
import { Popup } from '../Popup';
import { ShareCard } from '../ShareCard';
import { SourceBadge } from '../SourceIcon';
import { insightErrorText } from '../use-insights';

const SeriesChart = lazy(() => import('../charts/SeriesChart'));

/** Who a cell's button acts for (spec §7 media_links calls). */
export interface CellContext {
  idUnique: string | null;
  entityType: 'artist' | 'label' | 'creator' | null;
  trackIdUnique: string | null;
}

const linkClass = 'text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2';
const popupButton =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-left hover:bg-gray-100 focus-visible:outline-2';

function DeltaValue({ delta }: { delta: number | null }) {
  if (delta === null || delta === 0) return null;
  const up = delta > 0;
  return (
    <span
      className={`ml-2 inline-flex items-center text-xs font-medium ${up ? 'text-emerald-700' : 'text-red-700'}`}
      data-testid="delta"
    >
      {up ? <ArrowUpRight aria-hidden size={12} /> : <ArrowDownRight aria-hidden size={12} />}
      {formatDelta(delta)}
    </span>
  );
}

function ActionButton({
  cell,
  context,
}: {
  cell: Extract<AnalyticsCellResponse, { kind: 'button' }>;
  context: CellContext;
}) {
  const show = useMessages((state) => state.show);
  const mutation = useMutation({
    mutationFn: () => {
      const uTrackId = context.trackIdUnique ?? '';
      const idUnique = context.idUnique ?? '';
      if (cell.action === 'requestLinkRemoval') {
        return api.request(insightRoutes.requestLinkRemoval, {
          body: { idUnique, uTrackId, linkUrl: cell.url ?? '' },
        });
      }
      return api.request(insightRoutes.requestTrackRemoval, {
        body: {
          idUnique,
          uEntityId: idUnique,
          uEntityType: context.entityType ?? 'artist',
          uTrackId,
        },
      });
    },
    onSuccess: (answer) => show({ message: answer.message, messageType: 'success' }),
    onError: (error) => show({ message: insightErrorText(error), messageType: 'error' }),
  });
  return (
    <button
      type="button"
      disabled={mutation.isPending || mutation.isSuccess || !context.idUnique}
      onClick={() => mutation.mutate()}
      className="rounded-md border border-gray-300 px-2 py-0.5 text-xs font-medium hover:bg-gray-50 disabled:opacity-50 focus-visible:outline-2"
    >
      {String(cell.value ?? 'Request')}
    </button>
  );
}

/**
 * spec §3: a table cell of any kind (text, link, button, delta, graph or table popup, share,
 * service icon); a playlist's cell with its health badge beside it (issue 28, decision 057).
 */
export function CellView({ cell, context }: { cell: AnalyticsCellResponse; context: CellContext }) {
  if (!cell.health) return <CellContent cell={cell} context={context} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <CellContent cell={cell} context={context} />
      <PlaylistHealthBadge health={cell.health} />
    </span>
  );
}

function CellContent({ cell, context }: { cell: AnalyticsCellResponse; context: CellContext }) {
  const [open, setOpen] = useState(false);
  switch (cell.kind) {
    case 'text':
      return <>{formatNumber(cell.value)}</>;
    case 'link':
      // Issue 24: a link inside the app (a station page) stays in the app.
      if (cell.url.startsWith('/')) {
        return (
          <Link to={cell.url} className={linkClass}>
            {formatNumber(cell.value)}
          </Link>
        );
      }
      return (
        <a href={cell.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {formatNumber(cell.value)}
        </a>
      );
    case 'button':
      return <ActionButton cell={cell} context={context} />;
    case 'delta':
      return (
        <span className="whitespace-nowrap">
          {formatNumber(cell.value)}
          <DeltaValue delta={cell.delta} />
        </span>
      );
    case 'graphPopup':
      return (
        <>
          <button
            type="button"
            className={popupButton}
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
          >
            {formatNumber(cell.value)}
            <ChartLine aria-label="Show chart" size={14} className="text-gray-500" />
          </button>
          {open && (
            <Popup title={cell.popup.title} onClose={() => setOpen(false)}>
              <Suspense fallback={<p role="status">Loading chart…</p>}>
                <SeriesChart series={cell.popup.series} title={cell.popup.title} />
              </Suspense>
            </Popup>
          )}
        </>
      );
    case 'tablePopup':
      return (
        <>
          <button
            type="button"
            className={popupButton}
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
          >
            {formatNumber(cell.value)}
            <Table2 aria-label="Show table" size={14} className="text-gray-500" />
          </button>
          {open && (
            <Popup title={cell.popup.title} onClose={() => setOpen(false)}>
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    {cell.popup.table.columns.map((column) => (
                      <th key={column.id} scope="col" className="px-2 py-1 text-left font-medium">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {cell.popup.table.rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: popup rows have no id and never reorder
                    <tr key={index} className="border-t border-gray-100">
                      {row.map((entry, column) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                        <td key={column} className="px-2 py-1">
                          {formatNumber(entry.value)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Popup>
          )}
        </>
      );
    case 'share':
      return (
        <>
          <button
            type="button"
            className={popupButton}
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
          >
            <Share2 aria-hidden size={14} />
            {cell.value === null ? 'Share' : formatNumber(cell.value)}
          </button>
          {open && (
            <Popup title={`Share ${cell.share.title}`} onClose={() => setOpen(false)}>
              <ShareCard card={cell.share} />
            </Popup>
          )}
        </>
      );
    case 'serviceIcon':
      return cell.url ? (
        <a
          href={cell.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} inline-flex items-center gap-1`}
        >
          <SourceBadge sourceId={cell.sourceId} showName={cell.value === null} />
          {cell.value !== null && formatNumber(cell.value)}
          <ExternalLink aria-hidden size={12} />
        </a>
      ) : (
        <SourceBadge sourceId={cell.sourceId} />
      );
  }
}
