import type { Variant } from '@songstats/domain';
import { useParams } from 'react-router';
import { variant as hostVariant } from '../../app/variant';
import { useDocumentTitle } from '../../lib/document-title';
import NotFoundPage from '../../pages/NotFoundPage';
import { BenefitList } from './BenefitList';
import { CallsToAction } from './CallsToAction';
import { MonitorsSection } from './MonitorsSection';
import { lowestMonthlyPriceText } from './plan-teaser';
import { UseCaseLinks } from './UseCaseLinks';
import { findUseCaseContent, pageTitleOf } from './use-case-content';
import type { UseCaseContent } from './use-case-types';

/** spec §2 /for/{use case}: what this product does for one audience; other use cases are not found. */
export default function UseCasePage({ variant = hostVariant }: { variant?: Variant }) {
  const { useCase = '' } = useParams();
  const content = findUseCaseContent(variant.id, useCase);
  if (!content) return <NotFoundPage />;
  return <UseCase variant={variant} useCase={useCase} content={content} />;
}

function UseCase({
  variant,
  useCase,
  content,
}: {
  variant: Variant;
  useCase: string;
  content: UseCaseContent;
}) {
  const title = pageTitleOf(variant.name, content);
  useDocumentTitle(title);
  return (
    <main>
      <div className="mx-auto max-w-6xl px-6 pt-16 pb-12 sm:pt-24">
        <h1 className="text-sm font-semibold tracking-wide text-brand uppercase">{title}</h1>
        <p className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {content.headline}
        </p>
        <p className="mt-6 max-w-2xl text-lg text-gray-700">{content.intro}</p>
        <CallsToAction className="mt-8" />
      </div>
      <BenefitList audience={content.audience} benefits={content.benefits} />
      <MonitorsSection variant={variant} />
      <section aria-label="Get started" className="border-y border-emerald-100 bg-emerald-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-12 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xl font-semibold">
            {`${variant.name} plans ${lowestMonthlyPriceText(variant.id)}.`}
          </p>
          <CallsToAction />
        </div>
      </section>
      <UseCaseLinks variant={variant} heading={`${variant.name} is also for`} exclude={useCase} />
    </main>
  );
}
