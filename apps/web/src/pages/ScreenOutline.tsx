import { useMatches } from 'react-router';
import { variant } from '../app/variant';

export interface ScreenHandle {
  title: string;
  /** What the screen is for, from the spec; shown until the screen's own issue lands. */
  purpose: string;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** A declared route whose screen is built by a later issue: names itself and its purpose. */
export default function ScreenOutline() {
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
  const title = handle?.title ?? variant.name;
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {handle && <p className="mt-3 max-w-2xl text-gray-600">{handle.purpose}</p>}
    </main>
  );
}
