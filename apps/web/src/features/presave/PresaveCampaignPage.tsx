import { PRESAVE_SERVICE_NAMES, type PresaveCampaignDetail } from '@songstats/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Image } from '../../lib/Image';
import { LoginPrompt } from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../session/session-store';
import { QueryState } from '../subscriptions/QueryState';
import { errorText } from '../subscriptions/use-card-payment';
import { downloadEmailList, useDeletePresave, usePresaveCampaign } from './use-presave-calls';

/** Issue 23 /presaves/:campaignId: fans, saves by service and country, deliveries, emails. */
export default function PresaveCampaignPage() {
  const isLoggedIn = useIsLoggedIn();
  const { campaignId } = useParams();
  if (!isLoggedIn) return <LoginPrompt what="your pre-saves" />;
  return <Campaign campaignId={Number(campaignId) || 0} />;
}

function Campaign({ campaignId }: { campaignId: number }) {
  const detail = usePresaveCampaign(campaignId);
  return (
    <div className="space-y-8 py-6">
      <Link to="/presaves" className="text-sm underline">
        All pre-saves
      </Link>
      <QueryState
        isPending={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      >
        {detail.data && <CampaignDetail data={detail.data} />}
      </QueryState>
    </div>
  );
}

const CELL = 'py-2 pr-4';

function CampaignDetail({ data }: { data: PresaveCampaignDetail }) {
  const { campaign } = data;
  const navigate = useNavigate();
  const remove = useDeletePresave();
  const [exportNote, setExportNote] = useState<string | null>(null);
  return (
    <>
      <header className="flex flex-wrap items-start gap-6">
        {campaign.artworkUrl && (
          <Image src={campaign.artworkUrl} alt="" className="h-28 w-28 rounded-lg object-cover" />
        )}
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{campaign.title}</h1>
          <p className="text-gray-600">
            {campaign.artistName} · release {campaign.releaseDate} ·{' '}
            {campaign.services.map((service) => PRESAVE_SERVICE_NAMES[service]).join(', ')}
          </p>
          <p className="text-sm">
            Fan page:{' '}
            <a href={campaign.pageUrl} className="underline">
              {campaign.pageUrl}
            </a>
          </p>
        </div>
      </header>

      <section aria-labelledby="presave-figures" className="grid gap-4 sm:grid-cols-3">
        <h2 id="presave-figures" className="sr-only">
          Figures
        </h2>
        <Figure label="Fans" value={campaign.fans} />
        <Figure label="Delivered" value={campaign.delivered} />
        <Figure
          label="Email subscribers"
          value={data.fanList.filter((fan) => fan.email && !fan.unsubscribed).length}
        />
      </section>

      <div className="grid gap-8 md:grid-cols-3">
        <SmallTable
          caption="Saves by service"
          head={['Service', 'Fans', 'Delivered']}
          rows={data.savesByService.map((row) => [row.name, row.fans, row.delivered])}
        />
        <SmallTable
          caption="Fans by country"
          head={['Country', 'Fans']}
          rows={data.fansByCountry.map((row) => [row.country ?? 'Unknown', row.fans])}
          empty="No fan yet."
        />
        <SmallTable
          caption="Delivery states"
          head={['State', 'Fans']}
          rows={data.deliveryStates.map((row) => [row.label, row.fans])}
        />
      </div>

      <section aria-labelledby="presave-fans" className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="presave-fans" className="text-lg font-semibold">
            Fans
          </h2>
          <button
            type="button"
            className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2"
            onClick={() => {
              setExportNote(null);
              downloadEmailList(campaign.id).then(
                (rows) => setExportNote(`${rows} email${rows === 1 ? '' : 's'} exported.`),
                (error: unknown) => setExportNote(errorText(error)),
              );
            }}
          >
            Export email list
          </button>
          {exportNote && (
            <span role="status" className="text-sm text-gray-600">
              {exportNote}
            </span>
          )}
        </div>
        {data.fanList.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
            No fan has pre-saved yet. Share the fan page: {campaign.pageUrl}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Fans and their deliveries</caption>
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th className={CELL}>Service</th>
                  <th className={CELL}>Email</th>
                  <th className={CELL}>Country</th>
                  <th className={CELL}>Follows artist</th>
                  <th className={CELL}>Consented</th>
                  <th className={CELL}>Delivery</th>
                </tr>
              </thead>
              <tbody>
                {data.fanList.map((fan) => (
                  <tr key={fan.id} className="border-b border-gray-100" data-testid="presave-fan">
                    <td className={CELL}>{PRESAVE_SERVICE_NAMES[fan.service]}</td>
                    <td className={CELL}>
                      {fan.email ?? '—'}
                      {fan.unsubscribed && <span className="text-gray-500"> (unsubscribed)</span>}
                    </td>
                    <td className={CELL}>{fan.country ?? 'Unknown'}</td>
                    <td className={CELL}>{fan.followArtist ? 'Yes' : 'No'}</td>
                    <td className={CELL}>{new Date(fan.consentedAt).toLocaleString()}</td>
                    <td className={CELL}>
                      <span data-testid="presave-delivery-state">{fan.stateLabel}</span>
                      {fan.reason && (
                        <span className="block text-xs text-gray-600">
                          {fan.reason}
                          {fan.state !== 'failed' && fan.attempts > 0
                            ? ` (attempt ${fan.attempts})`
                            : ''}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {campaign.canManage && (
        <section className="space-y-2">
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Delete the pre-save of ${campaign.title} and its fans?`)) return;
              remove.mutate(campaign.id, { onSuccess: () => navigate('/presaves') });
            }}
            className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2"
          >
            Delete pre-save
          </button>
          {remove.error && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(remove.error)}
            </p>
          )}
        </section>
      )}
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="text-2xl font-semibold" data-testid={`presave-figure-${label}`}>
        {value.toLocaleString()}
      </p>
    </div>
  );
}

function SmallTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  empty?: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          {head.map((name, index) => (
            <th key={name} className={`py-1 ${index > 0 ? 'text-right' : ''}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={head.length} className="py-2 text-gray-600">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={String(row[0])} className="border-b border-gray-100">
              {row.map((cell, index) => (
                <td key={head[index]} className={`py-1 ${index > 0 ? 'text-right' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
