import type { AudienceQualityResponse } from '@songstats/contract';
import { ProvenanceMark } from '../../../components/Provenance';

const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/**
 * Issue 25 "Audience quality": the share of the creator's followers on the platform that look
 * fake or inactive (bursts of followers no views explain), with how it is computed.
 */
export function AudienceQualityCard({ quality }: { quality: AudienceQualityResponse }) {
  return (
    <section
      aria-label="Audience quality"
      className="group relative mt-6 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">Audience quality</h2>
        {/* Issue 28: an estimate, and from which readings (decision 063). */}
        <ProvenanceMark provenance={quality.provenance} />
      </div>
      <p className="mt-1 text-2xl font-semibold text-ink">
        {share.format(quality.suspectShare)} <span className="text-base font-normal">suspect</span>
      </p>
      <p className="text-sm text-gray-600">
        {count.format(quality.suspectFollowers)} of {count.format(quality.followers)} followers
        {quality.bursts.length > 0
          ? ` came in ${quality.bursts.length === 1 ? 'a burst' : `${quality.bursts.length} bursts`} no views explain (${quality.bursts.map((burst) => burst.day).join(', ')}).`
          : ': no burst of followers without views.'}
      </p>
      <details className="mt-2 text-sm text-gray-600">
        <summary className="cursor-pointer">How it is computed</summary>
        <p className="mt-1">{quality.method}</p>
      </details>
    </section>
  );
}
