import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FormShell } from './form-shell';

/** A form whose submit runs until `finish` is called. */
function slowForm() {
  let finish: () => void = () => undefined;
  const form = {
    state: { isSubmitting: false },
    handleSubmit: vi.fn(() => {
      form.state.isSubmitting = true;
      return new Promise<void>((done) => {
        finish = () => {
          form.state.isSubmitting = false;
          done();
        };
      });
    }),
  };
  return { form, finish: () => finish() };
}

describe('FormShell', () => {
  it('submits through the form, once while a submit runs', async () => {
    const { form, finish } = slowForm();
    const { user } = renderWithProviders(
      <FormShell form={form}>
        <button type="submit">Save</button>
      </FormShell>,
    );
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);
    await user.click(save);
    expect(form.handleSubmit).toHaveBeenCalledOnce();

    await act(async () => finish());
    await user.click(save);
    expect(form.handleSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps the browser from validating and loading a page', () => {
    const { form } = slowForm();
    const { container } = renderWithProviders(
      <FormShell form={form}>
        <input aria-label="Name" required />
      </FormShell>,
    );
    const element = container.querySelector('form');
    expect(element).toHaveAttribute('novalidate');
    expect(fireEvent.submit(element!)).toBe(false);
  });

  it('shows the server error above the fields, and nothing without one', () => {
    const { form } = slowForm();
    const { rerender } = renderWithProviders(
      <FormShell form={form} error="Name taken">
        <input aria-label="Name" />
      </FormShell>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Name taken');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    rerender(
      <FormShell form={form} error={null}>
        <input aria-label="Name" />
      </FormShell>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
