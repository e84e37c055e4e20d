import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../messages/message-store';
import { errorText } from './use-card-payment';
import { useRequestEnterpriseAccess } from './use-subscription-calls';

/** spec §2 /settings/subscription-management/request: ask for an enterprise plan. */
export default function EnterpriseRequestPage() {
  const [companyName, setCompanyName] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestEnterpriseAccess();
  const navigate = useNavigate();
  const show = useMessages((state) => state.show);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!companyName.trim()) {
      setError('Please enter your company.');
      return;
    }
    setError(null);
    try {
      const answer = await request.mutateAsync({
        companyName: companyName.trim(),
        message: message.trim() || null,
      });
      show({ message: answer.message, messageType: 'success' });
      navigate('/settings/subscription-management');
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <div className="max-w-xl space-y-4 py-6">
      <h1 className="text-2xl font-semibold">Request Enterprise access</h1>
      <p className="text-gray-600">
        Enterprise plans are custom-priced. Tell us about your company and we will get in touch.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="block text-sm font-medium">
          Company
          <input
            value={companyName}
            onChange={(event) => setCompanyName(event.target.value)}
            autoComplete="organization"
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          />
        </label>
        <label className="block text-sm font-medium">
          What do you need?
          <textarea
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
            maxLength={2000}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={request.isPending}
            className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 disabled:opacity-40"
          >
            Request Access
          </button>
          <Link
            to="/settings/subscription-management"
            className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
          >
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
