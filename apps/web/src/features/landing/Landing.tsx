import { trialText, type Variant } from '@songstats/domain';
import { useDocumentTitle } from '../../lib/document-title';
import { CallsToAction } from './CallsToAction';
import { DownloadsSection } from './DownloadsSection';
import { HowItWorksSection } from './HowItWorksSection';
import { MonitorsSection } from './MonitorsSection';
import { PlansTeaser } from './PlansTeaser';
import { UseCaseLinks } from './UseCaseLinks';

/**
 * spec §1, §2: the landing page of the variant of the host: its name and tagline, what it
 * monitors, how it works, who it is for, its plans and its apps.
 */
export function Landing({ variant }: { variant: Variant }) {
  useDocumentTitle(variant.name);
  const trial = trialText();
  return (
    // The header is fixed on the landing page (spec §2), so the hero clears its 4rem.
    <main className="pt-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-6 pt-20 pb-16 text-center sm:pt-28">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl" data-testid="variant-name">
          {variant.name}
        </h1>
        <p
          className="mt-6 max-w-2xl text-lg text-gray-700 sm:text-xl"
          data-testid="variant-tagline"
        >
          {variant.tagline}
        </p>
        {variant.subline && <p className="mt-3 text-gray-500">{variant.subline}</p>}
        <CallsToAction className="mt-10 justify-center" />
        {trial && <p className="mt-4 text-sm font-semibold tracking-wide text-brand">{trial}</p>}
      </div>
      <MonitorsSection variant={variant} />
      <HowItWorksSection variant={variant} />
      <UseCaseLinks variant={variant} />
      <PlansTeaser variant={variant} />
      <DownloadsSection productName={variant.name} />
    </main>
  );
}
