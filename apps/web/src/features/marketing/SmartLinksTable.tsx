import type { SmartLinkAnalyticsRow } from '@songstats/contract';
import { Link } from 'react-router';
import { formatCount, percent, STATE_NAMES } from './format';

/** spec §2 "Share and pre-save analytics: track, visits, clicks, click-through rate, share". */
export function SmartLinksTable({
  links,
  onEdit,
}: {
  links: SmartLinkAnalyticsRow[];
  onEdit: (link: SmartLinkAnalyticsRow) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Share analytics of your smart links</caption>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th scope="col" className="py-2">
              Track
            </th>
            <th scope="col" className="py-2 text-right">
              Visits
            </th>
            <th scope="col" className="py-2 text-right">
              Clicks
            </th>
            <th scope="col" className="py-2 text-right">
              Click-through rate
            </th>
            <th scope="col" className="py-2 text-right">
              Share
            </th>
            <th scope="col" className="py-2 pl-4">
              State
            </th>
            <th scope="col" className="py-2">
              Fan page
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr
              key={link.id}
              className="border-b border-gray-100"
              data-testid={`smart-link-${link.slug}`}
            >
              <td className="py-2">
                <Link to={`/marketing?link=${link.id}`} className="font-medium underline">
                  {link.title}
                </Link>{' '}
                <span className="text-gray-600">{link.artistName}</span>
              </td>
              <td className="py-2 text-right" data-testid="visits">
                {formatCount(link.visits)}
              </td>
              <td className="py-2 text-right" data-testid="clicks">
                {formatCount(link.clicks)}
              </td>
              <td className="py-2 text-right">{percent(link.clickThroughRate)}</td>
              <td className="py-2 text-right">{percent(link.share)}</td>
              <td className="py-2 pl-4">{STATE_NAMES[link.state]}</td>
              <td className="py-2">
                {link.state === 'live' ? (
                  <a href={link.url} className="underline" target="_blank" rel="noreferrer">
                    {link.url.replace(/^https?:\/\//, '')}
                  </a>
                ) : (
                  <span className="text-gray-500">{link.url.replace(/^https?:\/\//, '')}</span>
                )}
              </td>
              <td className="py-2 text-right">
                {link.canEdit && (
                  <button
                    type="button"
                    onClick={() => onEdit(link)}
                    className="rounded-lg border border-gray-300 px-3 py-1 font-medium hover:bg-gray-50"
                    aria-label={`Edit ${link.title}`}
                  >
                    Edit
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
