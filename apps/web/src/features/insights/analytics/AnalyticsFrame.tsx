import type { AccountItem, TimeRange } from '@songstats/contract';
import { noDataTextOf } from '@songstats/domain';
import type { ReactNode } from 'react';
import { variant } from '../../../app/variant';
import { LockedPrompt } from '../LockedPrompt';
import { SectionState } from '../SectionState';
import { SectionControls } from './SectionControls';

/** What every analytics top answer carries for the frame (spec §3 track analytics section). */
interface TopAnswer {
  hasAccess: boolean;
  lockedReason: string | null;
  scopeMenuOptions: { id: string; title: string }[];
  scope: string | null;
  canFilterByTime: boolean;
}

interface TopQuery<Answer> {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: Answer | undefined;
}

/**
 * The frame of an account's or a track's analytics on one source: loading and error states, the
 * locked prompt of a restricted account (spec §2), then the scope and time controls above the
 * section the caller draws from the loaded answer.
 */
export function AnalyticsFrame<Answer extends TopAnswer>({
  top,
  account,
  source,
  scope,
  onScope,
  range,
  onRange,
  children,
}: {
  top: TopQuery<Answer>;
  account: AccountItem | null;
  source: string;
  scope: string | undefined;
  onScope: (scope: string) => void;
  range: TimeRange;
  onRange: (range: TimeRange) => void;
  children: (answer: Answer) => ReactNode;
}) {
  const answer = top.data;
  return (
    <SectionState
      isPending={top.isPending}
      error={top.error}
      onRetry={() => void top.refetch()}
      label="the analytics"
    >
      {answer && !answer.hasAccess ? (
        <LockedPrompt
          reason={answer.lockedReason}
          hasProduct={Boolean(account?.subbedAt)}
          isUpgradable={account?.isUpgradable ?? false}
        />
      ) : answer ? (
        <div className="space-y-6" data-source={source}>
          <SectionControls
            scopeOptions={answer.scopeMenuOptions}
            scope={scope ?? answer.scope}
            onScope={onScope}
            canFilterByTime={answer.canFilterByTime}
            range={range}
            onRange={onRange}
          />
          {children(answer)}
        </div>
      ) : null}
    </SectionState>
  );
}

/** A source's no-data message (spec §2 per-platform empty states). */
export function NoDataNotice({ source }: { source: string }) {
  return (
    <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
      {noDataTextOf(variant.id, source) ?? 'Nothing to show here yet.'}
    </p>
  );
}
