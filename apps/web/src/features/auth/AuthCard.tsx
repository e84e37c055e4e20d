import type { ReactNode } from 'react';
import { devOutboxUrl } from '../../app/dev-outbox';

export const inputClass =
  'mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 focus:border-ink focus:outline-none';
export const buttonClass =
  'w-full rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black disabled:opacity-40';

/** The frame of the auth pages (spec §2 /login, /signup, /email-confirmation, /magic). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-8 space-y-4">{children}</div>
    </main>
  );
}

/** Embedded mode only: the local outbox where the magic link lands without a mail server. */
export function OutboxHint() {
  const url = devOutboxUrl();
  if (!url) return null;
  return (
    <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-600">
      No mail server here: open the <a href={url}>local outbox</a> to find your link.
    </p>
  );
}

export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
