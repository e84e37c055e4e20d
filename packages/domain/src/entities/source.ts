// spec §3 "Source (platform) definition".

/** spec §3: the tags a source may carry. */
export const SOURCE_TAGS = [
  'isSource',
  'isPromoted',
  'feed',
  'analytics',
  'audience',
  'withLinks',
  'playlist',
  'label',
  'creator',
  'isBeta',
  'isLocked',
  'showMobileWeb',
] as const;
export type SourceTag = (typeof SOURCE_TAGS)[number];

export type SourceTags = Partial<Record<SourceTag, boolean>>;

export interface SourceDefinition {
  id: string;
  name: string;
  urlName: string;
  icon: string;
  colors: { primary: string; secondary: string };
  /** spec §9 "Source counts shown", where the spec gives one. */
  count: number | null;
  countType: string | null;
  tags: SourceTags;
  /** The tabs of the per-track analytics page for this source. */
  analyticsTabs: readonly string[];
  noDataMessage: string | null;
}
