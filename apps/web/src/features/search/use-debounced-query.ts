import { type SearchKind, searchDebounceMs } from '@songstats/domain';
import { useEffect, useState } from 'react';

/** spec §5: the query to send, after 1000 ms under 4 characters or 200 ms otherwise. */
export function useDebouncedQuery(input: string, kind: SearchKind = 'main'): string {
  const [debounced, setDebounced] = useState(input);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(input), searchDebounceMs(input, kind));
    return () => clearTimeout(timer);
  }, [input, kind]);
  return debounced;
}
