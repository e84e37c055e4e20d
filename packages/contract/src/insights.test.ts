import { describe, expect, it } from 'vitest';
import { insightEndpoints, ZAnalyticsCell, ZDownloadReportRequest } from './insights';

describe('insights contract (spec §7)', () => {
  it('defaults the feed to page 1 of every source and coerces the page from the query', () => {
    const query = insightEndpoints.activities.query;
    expect(query.parse({ idUnique: 'abc' })).toEqual({
      idUnique: 'abc',
      source: 'overview',
      page: 1,
    });
    expect(query.parse({ idUnique: 'abc', page: '3', source: 'favorites' }).page).toBe(3);
  });

  it('refuses unknown sources and bad pages with a message', () => {
    const query = insightEndpoints.activities.query;
    const unknown = query.safeParse({ idUnique: 'abc', source: 'myspace' });
    expect(unknown.error?.issues[0]?.message).toBe('Please choose a known source.');
    expect(query.safeParse({ idUnique: 'abc', page: '0' }).error?.issues[0]?.message).toBe(
      'page starts at 1.',
    );
  });

  it('reads query flags and the top list limit of spec §9', () => {
    expect(
      insightEndpoints.analyticsTop.query.parse({ idUnique: 'a', isMobileWeb: '1' }).isMobileWeb,
    ).toBe(true);
    expect(insightEndpoints.topListTrackData.query.parse({ idUnique: 'a' }).limit).toBe(50);
  });

  it('knows every cell kind of spec §3 and refuses a link without its url', () => {
    expect(ZAnalyticsCell.parse({ kind: 'text', value: 'x', order: 'x' }).kind).toBe('text');
    expect(ZAnalyticsCell.safeParse({ kind: 'link', value: 'x', order: 'x' }).success).toBe(false);
    expect(ZAnalyticsCell.parse({ kind: 'delta', value: 10, order: 10, delta: -2 })).toMatchObject({
      delta: -2,
    });
  });

  it('defaults a report to CSV and refuses other file types', () => {
    const base = { id_unique: 'a', filter: 'playlists', source: 'spotify' };
    expect(ZDownloadReportRequest.parse(base).file_type).toBe('csv');
    expect(ZDownloadReportRequest.safeParse({ ...base, file_type: 'pdf' }).success).toBe(false);
  });
});
