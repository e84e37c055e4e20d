import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A desk's search, filters, sort and page live in the URL (STYLE: screen filters in the URL),
 * parsed by the call's own query schema; what does not parse falls back to the defaults.
 * spec §4: a new search, filter or sort goes back to page 1.
 */
export function useDeskParams<Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const raw = Object.fromEntries(params);
    const parsed = schema.safeParse(raw);
    return (parsed.success ? parsed.data : schema.parse({})) as z.output<Schema>;
  }, [params, schema]);
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { query, update, params };
}
