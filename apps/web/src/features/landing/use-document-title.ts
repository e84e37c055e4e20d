import { useEffect } from 'react';

/** Names the browser tab after the page shown (main.tsx only names it once, at start). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
