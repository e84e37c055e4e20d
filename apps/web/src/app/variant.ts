import { isVariantId, resolveVariant, VARIANTS, type Variant } from '@songstats/domain';

/**
 * The server names the variant in the page (it resolved it from the Host header, spec §1); the
 * host itself is the fallback, e.g. under the Vite dev server.
 */
export function currentVariant(doc: Document = document): Variant {
  const declared = doc.querySelector('meta[name="variant"]')?.getAttribute('content');
  if (isVariantId(declared)) return VARIANTS[declared];
  return resolveVariant(doc.location?.host);
}

export const variant = currentVariant();
