import { PUSH_PRODUCT_NAMES, PUSH_PRODUCTS, type PushProduct } from '@songstats/contract';
import { type FormEvent, useState } from 'react';
import { DeskError, DeskSelect, deskButtonClass, formatDateTime } from './DeskTable';
import { useBroadcastPush, usePushAudience, usePushSends } from './use-operations-desks';

// Issue 26, Push Notifications desk: a push to all members of a product (previewed: the
// notification as a device shows it and whom it reaches; one a minute per product; logged), and
// the desk's last sends with their delivery counts.

const inputClass = 'rounded-lg border border-gray-300 px-2 py-1.5 text-sm';

/** A push's title and text, with the notification previewed as a device shows it. */
export function PushMessageFields(props: {
  title: string;
  body: string;
  setTitle: (title: string) => void;
  setBody: (body: string) => void;
}) {
  return (
    <>
      <label className="flex flex-col gap-1 text-xs">
        Title
        <input
          className={inputClass}
          value={props.title}
          maxLength={80}
          onChange={(event) => props.setTitle(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs">
        Text
        <input
          className={inputClass}
          value={props.body}
          maxLength={300}
          onChange={(event) => props.setBody(event.target.value)}
        />
      </label>
      <figure className="rounded-lg border border-gray-200 bg-gray-50 p-2 text-xs shadow-sm">
        <figcaption className="text-gray-500">Preview</figcaption>
        <p className="font-semibold">{props.title || '—'}</p>
        <p className="text-gray-600">{props.body || '—'}</p>
      </figure>
    </>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export function PushToProduct() {
  const [product, setProduct] = useState<PushProduct>('songstats');
  const [title, setTitle] = useState('Songstats');
  const [body, setBody] = useState('');
  const audience = usePushAudience(product);
  const send = useBroadcastPush();
  const sends = usePushSends();
  const name = PUSH_PRODUCT_NAMES[product];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ product, title: title.trim(), body: body.trim() });
  };
  return (
    <section aria-labelledby="push-to-product" className="flex flex-col gap-3">
      <h2 id="push-to-product" className="text-base font-semibold">
        Push to all members of a product
      </h2>
      <form className="flex max-w-xl flex-col gap-2" onSubmit={submit}>
        <DeskSelect
          label="Product"
          value={product}
          options={PUSH_PRODUCTS.map((id) => [id, PUSH_PRODUCT_NAMES[id]] as const)}
          onChange={(value) => setProduct(value as PushProduct)}
        />
        <PushMessageFields title={title} body={body} setTitle={setTitle} setBody={setBody} />
        <p className="text-sm text-gray-700" aria-live="polite">
          {audience.data
            ? `Goes to ${plural(audience.data.reachableMembers, 'member')} of ${plural(audience.data.members, 'member')} of ${name} (${plural(audience.data.devices, 'device')}); the others have notifications off or no web push subscription. One push to a product a minute.`
            : audience.isError
              ? 'Who it goes to could not be read.'
              : 'Counting who it goes to…'}
        </p>
        <div>
          <button
            type="submit"
            className={deskButtonClass}
            disabled={send.isPending || !title.trim() || !body.trim()}
          >
            Send to all members of {name}
          </button>
        </div>
        <DeskError error={send.error} block />
      </form>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium">Last sends</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Admin</th>
            <th scope="col">To</th>
            <th scope="col">Title</th>
            <th scope="col">Members reached</th>
            <th scope="col">Devices</th>
          </tr>
        </thead>
        <tbody>
          {(sends.data?.sends ?? []).map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.createdAt)}</td>
              <td>{row.adminEmail}</td>
              <td>
                {row.action === 'push.broadcast'
                  ? `All of ${PUSH_PRODUCT_NAMES[row.target as PushProduct] ?? row.target}`
                  : `Test: ${row.target}`}
              </td>
              <td>{row.title}</td>
              <td>{row.members === null ? '—' : `${row.reachedMembers ?? 0} of ${row.members}`}</td>
              <td>{row.delivered}</td>
            </tr>
          ))}
          {sends.data && sends.data.sends.length === 0 && (
            <tr>
              <td colSpan={6}>Nothing sent from this desk yet.</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
