import { type AccountItem, POST_PLATFORMS, type TimeRange } from '@songstats/contract';
import { productTexts, sourceById } from '@songstats/domain';
import { useState } from 'react';
import { TableList, TopPart } from '../analytics/AnalyticsBody';
import { AnalyticsFrame, NoDataNotice } from '../analytics/AnalyticsFrame';
import { MapSection } from '../analytics/MapSection';
import { SectionState } from '../SectionState';
import { useExportAllowed } from '../use-export-allowed';
import { useAccountBottom, useAccountTop, useAudienceMap } from '../use-insights';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';
import { AudienceQualityCard } from './AudienceQualityCard';

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
          {answer.top?.audienceQuality && (
            <AudienceQualityCard quality={answer.top.audienceQuality} />
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
          {/* A creator's six platforms each report an audience (decision 074). */}
          {account?.type === 'creator' &&
            (POST_PLATFORMS as readonly string[]).includes(source) && (
              <CreatorAudience idUnique={idUnique} source={source} canExport={canExport} />
            )}
        </>
      )}
    </AnalyticsFrame>
  );
}

/** Issue 25: a creator's audience on the platform: maps of cities and countries, ages, genders. */
function CreatorAudience({
  idUnique,
  source,
  canExport,
}: {
  idUnique: string;
  source: string;
  canExport: boolean;
}) {
  const map = useAudienceMap(idUnique, source);
  const texts = productTexts('social');
  return (
    <section aria-label="Audience" className="mt-6 space-y-3">
      <h2 className="text-lg font-semibold text-ink">Audience</h2>
      <SectionState
        isPending={map.isPending}
        error={map.error}
        onRetry={() => void map.refetch()}
        label="the audience"
      >
        {map.data && (
          <MapSection
            mapStats={map.data.mapStats}
            context={{ idUnique, entityType: 'creator', trackIdUnique: null }}
            exportTarget={canExport ? { idUnique, trackIdUnique: null, source } : null}
            emptyText={texts.noPlatformData(sourceById(source)?.name ?? source)}
          />
        )}
      </SectionState>
    </section>
  );
}
