// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'ra-core';
import { TextInput } from './TextInput';
import { renderInAdmin } from './testing';

/** A react-admin <Form> of the events resource whose city is required (record-level validate). */
function renderForm(onSubmit = vi.fn()) {
  renderInAdmin(
    <Form resource="events" defaultValues={{ city: '', longName: '' }} validate={(v) => (v.city ? {} : { city: 'validation.required' })} onSubmit={onSubmit} noValidate>
      <TextInput source="city" />
      <TextInput source="longName" optional hint="A hint" />
      <button type="submit">Send</button>
    </Form>,
  );
  return onSubmit;
}

describe('TextInput (useInput)', () => {
  it('labels itself from resources.<resource>.fields.<source>, as the placeholder, "(optional)" when optional', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('placeholder', 'City');
    expect(screen.getByRole('textbox', { name: 'Long name (optional)' })).not.toBeRequired();
    expect(screen.getByText('A hint')).toBeInTheDocument();
  });

  it("shows the record-level validation's first error after a submit, red, and sends nothing", async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' }).closest('[data-state]')).toHaveAttribute('data-state', 'invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('turns green when filled and valid, and submits the value', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Bern' } });
    expect(screen.getByRole('textbox', { name: 'City' }).closest('[data-state]')).toHaveAttribute('data-state', 'valid');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ city: 'Bern' });
  });
});
