import type { SmartLinkServiceItem } from '@songstats/contract';
import { SOURCE_LINK_HOSTS, sourceById } from '@songstats/domain';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';

const INPUT = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm';
/** Services a fan page may open: the ones whose pages we know by their hosts (issue 20). */
const SERVICE_IDS = Object.keys(SOURCE_LINK_HOSTS).filter(
  (id) => !['musicbrainz', 'songkick', 'bandsintown', 'facebook', 'twitter'].includes(id),
);
export const serviceName = (id: string) => sourceById(id)?.name ?? id;

/** The fan page's buttons, in order: move up and down, remove, add one per service. */
export function ServicesEditor({
  services,
  onChange,
}: {
  services: SmartLinkServiceItem[];
  onChange: (services: SmartLinkServiceItem[]) => void;
}) {
  const id = useId();
  const free = SERVICE_IDS.filter((serviceId) => !services.some((s) => s.serviceId === serviceId));
  const [serviceId, setServiceId] = useState('');
  const [url, setUrl] = useState('');
  const chosen = free.includes(serviceId) ? serviceId : (free[0] ?? '');

  function move(index: number, by: -1 | 1) {
    const next = [...services];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">
        Services (the fan page's buttons, in this order)
      </legend>
      {services.length === 0 ? (
        <p className="text-sm text-gray-600">No service yet: add the first one below.</p>
      ) : (
        <ol className="space-y-2" aria-label="Services">
          {services.map((service, index) => (
            <li
              key={service.serviceId}
              className="flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm"
            >
              <span className="w-28 shrink-0 font-medium">{serviceName(service.serviceId)}</span>
              <span className="min-w-0 flex-1 truncate text-gray-600">{service.url}</span>
              <button
                type="button"
                onClick={() => move(index, -1)}
                disabled={index === 0}
                aria-label={`Move ${serviceName(service.serviceId)} up`}
                className="rounded p-1 hover:bg-gray-100 disabled:opacity-30"
              >
                <ArrowUp size={16} aria-hidden />
              </button>
              <button
                type="button"
                onClick={() => move(index, 1)}
                disabled={index === services.length - 1}
                aria-label={`Move ${serviceName(service.serviceId)} down`}
                className="rounded p-1 hover:bg-gray-100 disabled:opacity-30"
              >
                <ArrowDown size={16} aria-hidden />
              </button>
              <button
                type="button"
                onClick={() => onChange(services.filter((_, at) => at !== index))}
                aria-label={`Remove ${serviceName(service.serviceId)}`}
                className="rounded p-1 hover:bg-gray-100"
              >
                <X size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      )}
      {free.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="text-sm font-medium">
            <label htmlFor={`${id}-service`}>Service</label>
            <select
              id={`${id}-service`}
              value={chosen}
              onChange={(event) => setServiceId(event.target.value)}
              className={INPUT}
            >
              {free.map((option) => (
                <option key={option} value={option}>
                  {serviceName(option)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-64 flex-1 text-sm font-medium">
            <label htmlFor={`${id}-url`}>Link</label>
            <input
              id={`${id}-url`}
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder={`https://${SOURCE_LINK_HOSTS[chosen]?.[0] ?? ''}/...`}
              className={INPUT}
            />
          </div>
          <button
            type="button"
            disabled={!url.trim() || !chosen}
            onClick={() => {
              onChange([...services, { serviceId: chosen, url: url.trim() }]);
              setUrl('');
            }}
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50"
          >
            Add service
          </button>
        </div>
      )}
    </fieldset>
  );
}
