// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShowOlderButton } from './show-older-button';

/** A list with one older page to show: the button goes once it is shown, as in the family lists. */
function ListWithOlderPage() {
  const [items, setItems] = useState(['Newest']);
  return (
    <section>
      <ul aria-label="Items">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ShowOlderButton
        label="Show older"
        errorMessage="Error loading data..."
        pages={{ hasOlder: items.length === 1, showOlder: () => setItems(['Newest', 'Oldest']), isLoading: false, isError: false }}
      />
    </section>
  );
}

describe('ShowOlderButton', () => {
  afterEach(cleanup);

  it('hands the focus to the list when the last page arrives, not back to the top of the page', async () => {
    render(<ListWithOlderPage />);
    const button = screen.getByRole('button', { name: 'Show older' });
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Oldest');
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Items' })));
  });

  it('leaves the focus alone when the button goes without having it', async () => {
    render(
      <>
        <input aria-label="Search" />
        <ListWithOlderPage />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('Oldest');
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(document.activeElement).toBe(search);
  });
});
