import { API_PREFIX, type PostsQuery, postEndpoints } from '@songstats/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { saveReportFile } from '../insights/download-report';
import { useIsLoggedIn } from '../session/session-store';

/** Issue 25: a page of the member's creators' posts, the previous page shown while the next loads. */
export function usePosts(query: PostsQuery) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['posts', query],
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(postEndpoints.listPosts, { query, signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** The query of a call as URL parameters (the undefined ones left out). */
function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** The posts of the query, every page, saved as a CSV or XLSX file under the server's name. */
export async function exportPosts(
  query: Omit<PostsQuery, 'page'>,
  fileType: 'csv' | 'xlsx',
): Promise<void> {
  const endpoint = postEndpoints.exportPosts;
  const response = await fetch(
    `${API_PREFIX}${endpoint.path}?${searchOf({ ...query, fileType })}`,
    {
      headers: { ...api.headersFor(false), accept: '*/*' },
    },
  );
  await saveReportFile(response, fileType);
}
