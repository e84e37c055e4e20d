import { Link } from 'react-router';

export default function NotFoundPage() {
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
