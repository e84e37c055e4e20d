import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { buttonClass, ErrorLine } from '../auth/AuthCard';
import { useMessages } from '../messages/message-store';
import { useFavoriteSources, useUpdateFavoriteSources } from './use-member-settings-calls';

const moveClass =
  'rounded border border-gray-300 p-1 disabled:opacity-40 focus-visible:outline focus-visible:outline-2';

/**
 * spec §2 /settings/favorite-sources: choose the sources of the feed's Favorite Sources tab and
 * their order (up and down buttons, so the keyboard reorders too), then save.
 */
export default function FavoriteSourcesPage() {
  const favorites = useFavoriteSources();
  const update = useUpdateFavoriteSources();
  const show = useMessages((state) => state.show);
  // The edited list; null until the member changes something (then the saved list is shown).
  const [draft, setDraft] = useState<string[] | null>(null);
  const data = favorites.data;
  const chosen = draft ?? data?.favoriteSources ?? [];
  const nameOf = (id: string) => data?.choices.find((c) => c.sourceId === id)?.name ?? id;

  function toggle(id: string) {
    setDraft(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...chosen];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setDraft(next);
  }

  async function save() {
    try {
      const { message } = await update.mutateAsync(chosen);
      setDraft(null);
      show({ message, messageType: 'success' });
    } catch {
      // spec §8: the server's message shows under the title (update.error).
    }
  }

  return (
    <main className="max-w-2xl space-y-6 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Favorite Sources</h1>
      <p className="text-gray-600">
        The platforms of your feed's Favorite Sources tab, in the order you choose.
      </p>
      <ErrorLine error={favorites.error ?? update.error} />
      {favorites.isPending && favorites.fetchStatus !== 'idle' ? (
        <p role="status">Loading your favorite sources…</p>
      ) : null}
      {data ? (
        <>
          <section aria-labelledby="favorites-order" className="space-y-2">
            <h2 id="favorites-order" className="text-lg font-medium">
              Your order
            </h2>
            {chosen.length === 0 ? (
              <p className="text-sm text-gray-600">No favorite sources yet: pick some below.</p>
            ) : (
              <ol className="space-y-1">
                {chosen.map((id, index) => (
                  <li key={id} className="flex items-center gap-2">
                    <span className="w-6 text-right text-gray-500">{index + 1}.</span>
                    <span className="flex-1">{nameOf(id)}</span>
                    <button
                      type="button"
                      className={moveClass}
                      aria-label={`Move ${nameOf(id)} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={moveClass}
                      aria-label={`Move ${nameOf(id)} down`}
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown size={16} aria-hidden />
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <fieldset className="space-y-1">
            <legend className="text-lg font-medium">Sources</legend>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
              {data.choices.map((choice) => (
                <label key={choice.sourceId} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={chosen.includes(choice.sourceId)}
                    onChange={() => toggle(choice.sourceId)}
                  />
                  {choice.name}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            className={buttonClass}
            disabled={draft === null || update.isPending}
            onClick={save}
          >
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </>
      ) : null}
    </main>
  );
}
