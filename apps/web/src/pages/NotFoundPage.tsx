import { Link } from 'react-router';
import { usePageTitle } from '../lib/document-title';

export default function NotFoundPage() {
  // Issue 30: a page that is not there says so in the tab too, whatever route showed it.
  usePageTitle('Page not found');
  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 text-gray-600">There is nothing at this address.</p>
      <Link className="mt-6 inline-block text-brand underline" to="/">
        Back to the start
      </Link>
    </main>
  );
}
