import { type ContactHistoryItem, PITCH_CONTACT_TYPE_NAMES } from '@songstats/contract';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** spec §2 "Contact history: sent date, email, type, is member". */
export function ContactHistoryTable({ contacts }: { contacts: ContactHistoryItem[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Contact history</caption>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th scope="col" className="py-2">
              Sent date
            </th>
            <th scope="col" className="py-2">
              Email
            </th>
            <th scope="col" className="py-2">
              Type
            </th>
            <th scope="col" className="py-2">
              Is member
            </th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr
              key={contact.id}
              className="border-b border-gray-100 align-top"
              data-testid="contact-row"
            >
              <td className="py-2">
                <time dateTime={contact.sentAt}>{dateFormat.format(new Date(contact.sentAt))}</time>
              </td>
              <td className="py-2">
                {contact.email}
                {contact.optedOut && (
                  <span className="ml-2 text-xs text-gray-600">(unsubscribed)</span>
                )}
              </td>
              <td className="py-2">
                {PITCH_CONTACT_TYPE_NAMES[contact.type]}
                <span className="block text-xs text-gray-600">
                  {contact.trackTitle} → {contact.playlistName}
                </span>
              </td>
              <td className="py-2">{contact.isMember ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
