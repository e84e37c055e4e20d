import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../auth/LoginPrompt';
import { useIsLoggedIn } from '../session/session-store';
import { QueryState } from '../subscriptions/QueryState';
import { CreatePresaveForm } from './CreatePresaveForm';
import { usePresaveCampaigns } from './use-presave-calls';

/** Issue 23 /presaves: the member's pre-save campaigns, and the form to start one. */
export default function PresavesPage() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return <LoginPrompt what="your pre-saves" />;
  return <Presaves />;
}

function Presaves() {
  const campaigns = usePresaveCampaigns();
  const navigate = useNavigate();
  return (
    <div className="space-y-8 py-6">
      <h1 className="text-2xl font-semibold">Pre-saves</h1>
      <QueryState
        isPending={campaigns.isPending}
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
      >
        {campaigns.data && campaigns.data.campaigns.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
            No pre-save yet. Create one for your next release: fans connect their Spotify or Deezer
            account and it lands in their library on release day.
          </p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your pre-save campaigns</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th className="py-2">Release</th>
                <th className="py-2">Release date</th>
                <th className="py-2 text-right">Fans</th>
                <th className="py-2 text-right">Delivered</th>
                <th className="py-2">Fan page</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data?.campaigns.map((campaign) => (
                <tr key={campaign.id} className="border-b border-gray-100">
                  <td className="py-2">
                    <Link to={`/presaves/${campaign.id}`} className="font-medium underline">
                      {campaign.title}
                    </Link>{' '}
                    <span className="text-gray-600">{campaign.artistName}</span>
                  </td>
                  <td className="py-2">{campaign.releaseDate}</td>
                  <td className="py-2 text-right">{campaign.fans}</td>
                  <td className="py-2 text-right">{campaign.delivered}</td>
                  <td className="py-2">
                    <a href={campaign.pageUrl} className="underline">
                      {campaign.pageUrl}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      <CreatePresaveForm onCreated={(campaign) => navigate(`/presaves/${campaign.id}`)} />
    </div>
  );
}
