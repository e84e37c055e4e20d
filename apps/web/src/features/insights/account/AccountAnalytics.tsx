import type { AccountItem, TimeRange } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import { useState } from 'react';
import { TableList, TopPart } from '../analytics/AnalyticsBody';
import { SectionControls } from '../analytics/SectionControls';
import { LockedPrompt } from '../LockedPrompt';
import { SectionState } from '../SectionState';
import { useExportAllowed } from '../use-export-allowed';
import { useAccountBottom, useAccountTop } from '../use-insights';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';

/** An account's analytics on a source (spec §7 analytics/top and /bottom): cards, charts, tables. */
export function AccountAnalytics({
  idUnique,
  source,
  account,
}: {
  idUnique: string;
  source: string;
  account: AccountItem | null;
}) {
  const isMobileWeb = useMediaQuery(MOBILE_QUERY);
  const canExport = useExportAllowed(account);
  const [scope, setScope] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<TimeRange>('all');
  const section = { source, scope, range };
  const top = useAccountTop(idUnique, { ...section, ...(isMobileWeb ? { isMobileWeb } : {}) });
  const bottom = useAccountBottom(idUnique, section);
  const entityType = account?.type === 'collaborator' ? 'artist' : (account?.type ?? null);
  return (
    <SectionState
      isPending={top.isPending}
      error={top.error}
      onRetry={() => void top.refetch()}
      label="the analytics"
    >
      {top.data && !top.data.hasAccess ? (
        <LockedPrompt
          reason={top.data.lockedReason}
          hasProduct={Boolean(account?.subbedAt)}
          isUpgradable={account?.isUpgradable ?? false}
        />
      ) : top.data ? (
        <div className="space-y-6" data-source={source}>
          <SectionControls
            scopeOptions={top.data.scopeMenuOptions}
            scope={scope ?? top.data.scope}
            onScope={setScope}
            canFilterByTime={top.data.canFilterByTime}
            range={range}
            onRange={setRange}
          />
          {top.data.top ? (
            <TopPart top={top.data.top} />
          ) : (
            <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
              {sourceById(source)?.noDataMessage ?? 'Nothing to show here yet.'}
            </p>
          )}
          <SectionState
            isPending={bottom.isPending}
            error={bottom.error}
            onRetry={() => void bottom.refetch()}
            label="the tables"
          >
            <TableList
              tables={bottom.data?.tableData ?? []}
              context={{ idUnique, entityType, trackIdUnique: null }}
              exportTarget={canExport ? { idUnique, trackIdUnique: null, source } : null}
            />
          </SectionState>
        </div>
      ) : null}
    </SectionState>
  );
}
