import { LandingSection } from './LandingSection';
import type { UseCaseBenefit } from './use-case-types';

/** The three or four benefit blocks of a use-case page. */
export function BenefitList({
  audience,
  benefits,
}: {
  audience: string;
  benefits: readonly UseCaseBenefit[];
}) {
  const columns = benefits.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <LandingSection heading={`Built for ${audience}`} tinted>
      <ul className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns}`}>
        {benefits.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
            data-testid="use-case-benefit"
          >
            <Icon aria-hidden size={24} className="text-brand" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-gray-600">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
