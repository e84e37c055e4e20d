// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, CountrySelect, countryCodeOf } from './CountrySelect';

afterEach(cleanup);

describe('billing country select (issue 30)', () => {
  it('lists the ISO countries by name, without groupings', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'SE', 'US', 'JP', 'BR']));
    expect(codes).not.toContain('EU');
    expect(codes).not.toContain('UN');
    expect(codes).not.toContain('DD');
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(COUNTRIES.find((country) => country.code === 'DE')?.name).toBe('Germany');
  });

  it('turns a typed name or code into the code, and anything else into none', () => {
    expect(countryCodeOf('germany')).toBe('DE');
    expect(countryCodeOf(' Sweden ')).toBe('SE');
    expect(countryCodeOf('fr')).toBe('FR');
    expect(countryCodeOf('Atlantis')).toBeNull();
  });

  it('shows the saved country by name and hands the form the chosen code', () => {
    const onChange = vi.fn();
    const view = render(<CountrySelect label="Country" code="SE" onChange={onChange} />);
    const input = view.getByLabelText('Country') as HTMLInputElement;
    expect(input.value).toBe('Sweden');
    fireEvent.change(input, { target: { value: 'Germany' } });
    expect(onChange).toHaveBeenLastCalledWith('DE');
    fireEvent.change(input, { target: { value: 'Germ' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
