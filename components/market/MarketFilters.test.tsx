import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MarketFilters, filtersUnderSort, type FilterForm, type MarketSort } from './MarketFilters';

// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

const EMPTY: FilterForm = { kind: '', species: '', minLevel: '', currency: '', minPrice: '', maxPrice: '' };

/** The filters as the market holds them: the typed form in state, shown under the sort. */
function Harness({ onShown }: { onShown: (form: FilterForm) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [sort, setSort] = useState<MarketSort>('newest');
  const shown = filtersUnderSort(form, sort);
  onShown(shown);
  return <MarketFilters form={shown} invalid={false} onChange={setForm} onClear={() => setForm(EMPTY)} sort={sort} onSort={setSort} />;
}

const currencySelect = () => screen.getByRole('combobox', { name: 'filters.currency' });
const sortSelect = () => screen.getByRole('combobox', { name: 'filters.sort' });
const currencyOptions = () =>
  within(currencySelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the market filters under a price sort', () => {
  it('read one currency: ETH unless AFA is chosen, with "any currency" back on another sort', () => {
    let shown = EMPTY;
    render(<Harness onShown={(form) => (shown = form)} />);
    expect(currencyOptions()).toEqual(['filters.anyCurrency', 'ETH', 'AFA']);
    expect(shown.currency).toBe('');

    fireEvent.change(sortSelect(), { target: { value: 'price_asc' } });
    expect(currencyOptions()).toEqual(['ETH', 'AFA']);
    expect(currencySelect()).toHaveValue('ETH');
    expect(shown.currency).toBe('ETH');

    fireEvent.change(currencySelect(), { target: { value: 'AFA' } });
    fireEvent.change(sortSelect(), { target: { value: 'price_desc' } });
    expect(shown.currency).toBe('AFA');

    fireEvent.change(sortSelect(), { target: { value: 'newest' } });
    expect(shown.currency).toBe('AFA');
  });

  it('leave a currency the reader did not choose behind once the sort is no longer by price', () => {
    let shown = EMPTY;
    render(<Harness onShown={(form) => (shown = form)} />);
    fireEvent.change(sortSelect(), { target: { value: 'price_desc' } });
    expect(shown.currency).toBe('ETH');
    fireEvent.change(sortSelect(), { target: { value: 'expiry' } });
    expect(shown.currency).toBe('');
    expect(currencyOptions()).toEqual(['filters.anyCurrency', 'ETH', 'AFA']);
  });
});
