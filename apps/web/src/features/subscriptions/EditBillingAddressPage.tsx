import { type BillingAddressResponse, ZUpdateBillingAddressRequest } from '@songstats/contract';
import { TEXTS } from '@songstats/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../messages/message-store';
import { CountrySelect } from './CountrySelect';
import { QueryState } from './QueryState';
import { errorText } from './use-card-payment';
import { useSubscriptionsManagements, useUpdateBillingAddress } from './use-subscription-calls';

const FIELDS = [
  { key: 'firstName', label: TEXTS.tableColumns.billingAddress[0], autoComplete: 'given-name' },
  { key: 'lastName', label: TEXTS.tableColumns.billingAddress[1], autoComplete: 'family-name' },
  { key: 'companyName', label: TEXTS.tableColumns.billingAddress[2], autoComplete: 'organization' },
  {
    key: 'streetAddress',
    label: TEXTS.tableColumns.billingAddress[3],
    autoComplete: 'street-address',
  },
  { key: 'countryCode', label: TEXTS.tableColumns.billingAddress[4], autoComplete: 'country' },
  { key: 'vat', label: TEXTS.tableColumns.billingAddress[5], autoComplete: 'off' },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];
type Values = Record<FieldKey, string>;

function valuesOf(address: BillingAddressResponse | null): Values {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    companyName: address?.companyName ?? '',
    streetAddress: address?.streetAddress ?? '',
    countryCode: address?.countryCode ?? '',
    vat: address?.vat ?? '',
  };
}

function BillingAddressForm({ initial }: { initial: Values }) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBillingAddress();
  const navigate = useNavigate();
  const show = useMessages((state) => state.show);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The same schema as the server's: errors show beside their field, nothing typed is lost.
    const parsed = ZUpdateBillingAddressRequest.safeParse({
      ...values,
      companyName: values.companyName || null,
      vat: values.vat || null,
    });
    if (!parsed.success) {
      const errors: Partial<Record<FieldKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldKey;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      const answer = await update.mutateAsync(parsed.data);
      show({ message: answer.message, messageType: 'success' });
      navigate('/settings/subscription-management');
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {FIELDS.map((field) =>
        field.key === 'countryCode' ? (
          <CountrySelect
            key={field.key}
            label={field.label}
            code={values.countryCode}
            onChange={(countryCode) => setValues({ ...values, countryCode })}
            error={fieldErrors.countryCode}
          />
        ) : (
          <label key={field.key} className="block text-sm font-medium">
            {field.label}
            <input
              value={values[field.key]}
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              autoComplete={field.autoComplete}
              aria-invalid={fieldErrors[field.key] ? true : undefined}
              aria-describedby={fieldErrors[field.key] ? `${field.key}-error` : undefined}
              className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
            />
            {fieldErrors[field.key] && (
              <span id={`${field.key}-error`} className="mt-1 block text-xs text-red-600">
                {fieldErrors[field.key]}
              </span>
            )}
          </label>
        ),
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 disabled:opacity-40"
        >
          {update.isPending ? 'Saving…' : 'Save billing address'}
        </button>
        <Link
          to="/settings/subscription-management"
          className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** spec §2 /settings/subscription-management/edit-billing-address. */
export default function EditBillingAddressPage() {
  const managements = useSubscriptionsManagements();
  return (
    <div className="space-y-4 py-6">
      <h1 className="text-2xl font-semibold">Billing address</h1>
      <QueryState
        isPending={managements.isPending}
        error={managements.error}
        onRetry={() => void managements.refetch()}
      >
        {managements.data && (
          <BillingAddressForm initial={valuesOf(managements.data.billingAddress)} />
        )}
      </QueryState>
    </div>
  );
}
