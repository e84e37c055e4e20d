import { useId, useState } from 'react';
import { countryName } from './country-name';

// Issue 30: the billing country is chosen by name, searched as one types. The ISO 3166-1 codes
// are the two-letter regions Intl.DisplayNames names; groupings, old and reserved codes are left out.
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every country code with its English name, sorted by name. */
export const COUNTRIES: readonly { code: string; name: string }[] = [...LETTERS]
  .flatMap((first) => [...LETTERS].map((second) => `${first}${second}`))
  .filter((code) => !NOT_COUNTRIES.has(code) && !code.startsWith('X') && code !== 'ZZ')
  // Old codes (DD, SU, UK...) stand for today's country and are left out.
  .filter((code) => new Intl.Locale(`und-${code}`).region === code)
  .map((code) => ({ code, name: countryName(code) }))
  .filter((country) => country.name !== country.code)
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The code of a typed name or code ('germany', 'DE'); null when it names no country. */
export function countryCodeOf(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const found = COUNTRIES.find(
    (country) => country.name.toLowerCase() === wanted || country.code.toLowerCase() === wanted,
  );
  return found?.code ?? null;
}

/** A searchable country field: the list narrows as one types; the form keeps the ISO code. */
export function CountrySelect({
  label,
  code,
  onChange,
  error,
}: {
  label: string;
  code: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  const listId = useId();
  const errorId = useId();
  const [text, setText] = useState(code ? countryName(code) : '');
  return (
    <label className="block text-sm font-medium">
      {label}
      <input
        value={text}
        list={listId}
        autoComplete="country-name"
        placeholder="Search a country"
        onChange={(event) => {
          setText(event.target.value);
          onChange(countryCodeOf(event.target.value) ?? '');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
      />
      <datalist id={listId}>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.name} />
        ))}
      </datalist>
      {error && (
        <span id={errorId} className="mt-1 block text-xs text-red-600">
          {error}
        </span>
      )}
    </label>
  );
}
