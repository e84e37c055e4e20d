import { type ReactNode, useId } from 'react';

/** A landing section named by its heading, for screen readers' landmark lists. */
export function LandingSection({
  heading,
  intro,
  tinted = false,
  children,
}: {
  heading: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tinted ? 'bg-gray-50' : ''}>
      <div className="mx-auto max-w-6xl px-6 py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        {intro && <p className="mt-3 max-w-2xl text-gray-600">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
