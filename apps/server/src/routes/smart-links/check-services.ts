import { SMART_LINK_TEXTS, type SmartLinkServiceItem } from '@songstats/contract';
import { checkSourceLink } from '@songstats/domain';
import { HttpError } from '../../plugins/errors';

/**
 * A fan page's buttons open only the services' own pages (issue 20's host rule): our click
 * redirect forwards to them, so a link may not point a fan at another site through our host.
 * One button per service; a live link has at least one.
 */
export function checkServices(
  services: readonly SmartLinkServiceItem[],
  state: 'draft' | 'live' | 'archived',
): SmartLinkServiceItem[] {
  const seen = new Set<string>();
  const checked = services.map((service) => {
    if (seen.has(service.serviceId)) {
      throw new HttpError(400, 'Each service may have one button only.');
    }
    seen.add(service.serviceId);
    const check = checkSourceLink(service.serviceId, service.url);
    if (!check.ok) throw new HttpError(400, check.message);
    return { serviceId: service.serviceId, url: check.url.toString() };
  });
  if (state === 'live' && checked.length === 0) {
    throw new HttpError(400, SMART_LINK_TEXTS.noServices);
  }
  return checked;
}
