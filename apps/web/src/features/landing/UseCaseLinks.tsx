import { audienceOfUseCase, useCasesOf, type Variant } from '@songstats/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LandingSection } from './LandingSection';

/**
 * spec §2: the /for/{use case} pages of this variant, named by their audience (the header menu's
 * names: the pages' own words stay in the use-case page's chunk, off the landing, issue 29).
 */
export function UseCaseLinks({
  variant,
  heading = 'Who it’s for',
  exclude,
}: {
  variant: Variant;
  heading?: string;
  /** The use case of the page shown, left out of its own list. */
  exclude?: string;
}) {
  const links = useCasesOf(variant.id)
    .filter((useCase) => useCase !== exclude)
    .map((useCase) => ({ useCase, audience: audienceOfUseCase(useCase) }));
  return (
    <LandingSection heading={heading}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {links.map(({ useCase, audience }) => (
          <li key={useCase}>
            <Link
              to={`/for/${useCase}`}
              className="group flex items-center justify-between gap-2 rounded-lg border border-gray-200 px-4 py-3 font-medium hover:border-ink focus-visible:outline-2"
            >
              <span>{audience ?? useCase}</span>
              <ArrowRight
                aria-hidden
                size={16}
                className="shrink-0 text-gray-400 group-hover:text-ink"
              />
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
