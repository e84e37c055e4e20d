import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the browser tests (issue 29's accessibility test, issue 23's fan pages).

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * axe's best-practice rules Lighthouse's accessibility score counts too, which issue 29 names:
 * headings in order and landmarks told apart.
 */
const STRUCTURE_RULES = [
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's WCAG 2.2 A and AA rules on the page as it is, as "{rule} ({impact}): {target}". The
 * script goes in through the DevTools protocol (page.evaluate), which the page's CSP does not
 * block (the fan pages allow no script at all).
 */
export async function axeViolations(target: Page): Promise<string[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(AXE_SOURCE);
  const violations = await target.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      const wcag = await axe.run(document, { runOnly: { type: 'tag', values: tags.wcag } });
      const structure = await axe.run(document, { runOnly: { type: 'rule', values: tags.rules } });
      return [...wcag.violations, ...structure.violations];
    },
    { wcag: WCAG_22_AA, rules: STRUCTURE_RULES },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
    ),
  );
}
