import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SearchForm } from './search-form.js';

describe('SearchForm', () => {
  it('searches for the trimmed words on Search and on Enter', async () => {
    const onSearch = jest.fn();
    render(<SearchForm label="Search units" placeholder="Name" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search units' });
    expect(box).toHaveAttribute('placeholder', 'Name');
    await userEvent.type(box, '  iron ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(box, 'clad{Enter}');
    expect(onSearch.mock.calls).toEqual([['iron'], ['iron clad']]);
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('shows the search in force again when it changes', () => {
    const props = { label: 'Search', placeholder: '', onSearch: () => undefined };
    const { rerender } = render(<SearchForm {...props} value="old" />);
    expect(screen.getByRole('searchbox')).toHaveValue('old');
    rerender(<SearchForm {...props} value="new" />);
    expect(screen.getByRole('searchbox')).toHaveValue('new');
  });
});
