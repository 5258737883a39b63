// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { parseQuery } from '../domain/lookup';
import { LookupForm } from './LookupForm';
import { renderInAdmin } from './testing';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderLookup(initial?: string) {
  renderInAdmin(
    <>
      <LookupForm
        label="offer.lookup.label"
        submitLabel="offer.lookup.submit"
        invalid="offer.lookup.invalid"
        parse={(text) => parseQuery(text).offerId}
        to={(id) => `/offer/${id}`}
        initial={initial}
      />
      <Where />
    </>,
  );
  return screen.getByRole('textbox', { name: 'Offer ID (P‑48 or 72)' });
}

describe('LookupForm', () => {
  it('opens the page of the id a display form names, on Enter', async () => {
    const field = renderLookup();
    fireEvent.change(field, { target: { value: ' P-48 ' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('/offer/72')).toBeInTheDocument();
  });

  it('refuses a text naming nothing, keeps it and stays', async () => {
    const field = renderLookup();
    const before = screen.getByRole('status', { name: 'path' }).textContent;
    fireEvent.change(field, { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Enter an offer ID such as P‑48 or 72')).toBeInTheDocument();
    expect(field).toHaveValue('hello');
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(before!);
  });

  it('starts with the id being shown', () => {
    expect(renderLookup('P‑48')).toHaveValue('P‑48');
  });
});
