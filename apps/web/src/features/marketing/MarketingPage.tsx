import type { SmartLinkItem, TimeRange } from '@songstats/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoginPrompt } from '../auth/LoginPrompt';
import { PitchingSection } from '../pitching/PitchingSection';
import { useIsLoggedIn } from '../session/session-store';
import { QueryState } from '../subscriptions/QueryState';
import { downloadSmartLinkReport } from './download-smart-link-report';
import { formatCount } from './format';
import { RangeSelect, rangeFromParam } from './RangeSelect';
import { SmartLinkDetails } from './SmartLinkDetails';
import { SmartLinkForm } from './SmartLinkForm';
import { SmartLinksTable } from './SmartLinksTable';
import { useSmartLinks } from './use-smart-link-calls';

/**
 * spec §2 /marketing (issue 23): the member's smart links with their share analytics, the entry
 * to create one, and their pre-saves. `?link=` opens one link's analytics, `?range=` the period.
 */
export default function MarketingPage() {
  const isLoggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  if (!isLoggedIn) return <LoginPrompt what="your smart links and pre-saves" />;
  const range = rangeFromParam(params.get('range'));
  const onRange = (next: TimeRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'all') updated.delete('range');
      else updated.set('range', next);
      return updated;
    });
  const linkId = Number(params.get('link'));
  if (Number.isInteger(linkId) && linkId > 0) {
    return <SmartLinkDetails id={linkId} range={range} onRange={onRange} />;
  }
  return (
    <div className="space-y-10 py-6">
      <h1 className="text-2xl font-semibold">Marketing</h1>
      <SmartLinksSection range={range} onRange={onRange} />
      <section aria-labelledby="presaves-heading" className="space-y-3">
        <h2 id="presaves-heading" className="text-lg font-semibold">
          Pre-saves
        </h2>
        <p className="text-sm text-gray-600">
          Fans save your next release before it is out, and it lands in their library on release
          day.{' '}
          <Link to="/presaves" className="font-medium underline">
            Your pre-saves
          </Link>
        </p>
      </section>
      <PitchingSection />
    </div>
  );
}

function SmartLinksSection({
  range,
  onRange,
}: {
  range: TimeRange;
  onRange: (range: TimeRange) => void;
}) {
  const links = useSmartLinks(range);
  const [editing, setEditing] = useState<SmartLinkItem | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="smart-links-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="smart-links-heading" className="text-lg font-semibold">
          Smart links
        </h2>
        <div className="flex items-center gap-3">
          <RangeSelect range={range} onChange={onRange} />
          {editing === null && (
            <button
              type="button"
              onClick={() => {
                setNotice('');
                setEditing('new');
              }}
              className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black"
            >
              New smart link
            </button>
          )}
        </div>
      </div>
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
      {editing !== null && (
        <SmartLinkForm
          key={editing === 'new' ? 'new' : editing.id}
          link={editing === 'new' ? null : editing}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
          }}
        />
      )}
      <QueryState
        isPending={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
      >
        {links.data && links.data.links.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
            No smart link yet. Make one for a track: one page with a button per service, that counts
            its visits and clicks.
          </p>
        ) : (
          links.data && (
            <>
              <p className="text-sm text-gray-600">
                {formatCount(links.data.totals.visits)} visits and{' '}
                {formatCount(links.data.totals.clicks)} clicks on {links.data.links.length}{' '}
                {links.data.links.length === 1 ? 'link' : 'links'}.
              </p>
              <div className="flex gap-2">
                {(['csv', 'xlsx'] as const).map((fileType) => (
                  <button
                    key={fileType}
                    type="button"
                    onClick={() =>
                      downloadSmartLinkReport(range, fileType).catch(() =>
                        setNotice('The report could not be downloaded. Please try again.'),
                      )
                    }
                    className="rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium hover:bg-gray-50"
                  >
                    Download {fileType.toUpperCase()}
                  </button>
                ))}
              </div>
              <SmartLinksTable
                links={links.data.links}
                onEdit={(link) => {
                  setNotice('');
                  setEditing(link);
                }}
              />
            </>
          )
        )}
      </QueryState>
    </section>
  );
}
