import { TEXTS } from '@songstats/domain';

export interface CardInput {
  fullname: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardInput = { fullname: '', number: '', expiry: '', cvc: '' };

const inputClass = 'mt-1 w-full rounded-lg border border-gray-300 px-3 py-2';

/**
 * The new-card form: the cardholder name (spec §5 placeholder 'Name as displayed on card') and
 * the card element (the sandbox provider's fields; the server turns them into a source).
 */
export function CardFields({
  value,
  onChange,
  disabled,
}: {
  value: CardInput;
  onChange: (value: CardInput) => void;
  disabled?: boolean;
}) {
  const field = (key: keyof CardInput) => ({
    value: value[key],
    disabled,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <div className="grid grid-cols-6 gap-3">
      <label className="col-span-6 block text-sm font-medium">
        Cardholder name
        <input
          {...field('fullname')}
          autoComplete="cc-name"
          placeholder={TEXTS.modal.cardholderPlaceholder}
          className={inputClass}
        />
      </label>
      <label className="col-span-6 block text-sm font-medium">
        Card number
        <input
          {...field('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          className={inputClass}
        />
      </label>
      <label className="col-span-3 block text-sm font-medium">
        Expiry (MM/YY)
        <input
          {...field('expiry')}
          autoComplete="cc-exp"
          placeholder="12/30"
          className={inputClass}
        />
      </label>
      <label className="col-span-3 block text-sm font-medium">
        CVC
        <input
          {...field('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          className={inputClass}
        />
      </label>
    </div>
  );
}

/** 'MM/YY' or 'MM/YYYY' as month and four-digit year; the server checks the values. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match?.[1] || !match[2]) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}
