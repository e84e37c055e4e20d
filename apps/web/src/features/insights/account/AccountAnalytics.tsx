import type { AccountItem, TimeRange } from '@songstats/contract';
import { useState } from 'react';
import { TableList, TopPart } from '../analytics/AnalyticsBody';
import { AnalyticsFrame, NoDataNotice } from '../analytics/AnalyticsFrame';
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
    <AnalyticsFrame
      top={top}
      account={account}
      source={source}
      scope={scope}
      onScope={setScope}
      range={range}
      onRange={setRange}
    >
      {(answer) => (
        <>
          {answer.top ? (
            <TopPart top={answer.top} range={source === 'overview' ? undefined : range} />
          ) : (
            <NoDataNotice source={source} />
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
        </>
      )}
    </AnalyticsFrame>
  );
}
