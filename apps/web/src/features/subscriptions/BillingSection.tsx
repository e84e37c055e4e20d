import type { BillingAddressResponse, CardDetailsResponse } from '@songstats/contract';
import { TEXTS } from '@songstats/domain';
import { Link } from 'react-router';
import { countryName } from './country-name';

export const EDIT_BILLING_ADDRESS_PATH = '/settings/subscription-management/edit-billing-address';

/** spec §2 billing address table: first name, last name, company, address, country, VAT, edit. */
export function BillingAddressTable({ address }: { address: BillingAddressResponse | null }) {
  if (!address) {
    return (
      <p className="py-4 text-gray-600">
        No billing address yet.{' '}
        <Link to={EDIT_BILLING_ADDRESS_PATH} className="font-medium underline">
          Add billing address
        </Link>
      </p>
    );
  }
  const cells = [
    address.firstName,
    address.lastName,
    address.companyName ?? '—',
    address.streetAddress,
    countryName(address.countryCode),
    address.vat ?? '—',
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Billing address">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            {TEXTS.tableColumns.billingAddress.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {cells.map((cell, index) => (
              <td key={TEXTS.tableColumns.billingAddress[index]} className="px-3 py-2">
                {cell}
              </td>
            ))}
            <td className="px-3 py-2">
              <Link to={EDIT_BILLING_ADDRESS_PATH} className="font-medium underline">
                {TEXTS.subscription.edit}
              </Link>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function SavedCard({ card }: { card: CardDetailsResponse | null }) {
  if (!card) return <p className="text-sm text-gray-600">No saved card.</p>;
  return (
    <p className="text-sm">
      Card ending in <span className="font-medium">{card.cardNumber}</span>, {card.fullname},
      expires {String(card.cardExpiredMonth).padStart(2, '0')}/{card.cardExpiredYear}
    </p>
  );
}
