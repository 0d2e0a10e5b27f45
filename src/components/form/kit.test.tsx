import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/test/render';
import { useAppForm } from './kit';
import { forgetAllKeptValues } from '@/lib/kept-values';
import { setFieldServerError } from './server-errors';

afterEach(() => sessionStorage.clear());

const PLATFORMS = [
  { value: 'AMAZON', label: 'Amazon' },
  { value: 'EBAY', label: 'eBay' },
];

const rules = vi.fn(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Please enter the name')),
    password: z.string(),
    platform: z.nullable(z.string()),
    cartons: z.array(z.object({ weight: z.string() })),
  }),
);

interface Values {
  name: string;
  password: string;
  platform: string | null;
  cartons: { weight: string }[];
}

const EMPTY: Values = { name: '', password: '', platform: null, cartons: [] };

/** A kit form with a text, a password, a select from a dictionary and repeating cartons. */
function TestForm({
  onSubmit,
  confirmRemove,
  keepFields = ['name', 'platform', 'cartons'],
}: {
  onSubmit: (value: Values) => unknown;
  confirmRemove?: (index: number) => Promise<boolean>;
  keepFields?: (keyof Values)[];
}) {
  const form = useAppForm({
    defaultValues: EMPTY,
    rules,
    keep: { key: 'test.form', fields: keepFields },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
        <form.AppField name="password">
          {(field) => <field.PasswordField label="Password" />}
        </form.AppField>
        <form.AppField name="platform">
          {(field) => <field.SelectField label="Platform" options={PLATFORMS} />}
        </form.AppField>
        <form.AppField name="cartons" mode="array">
          {(field) => (
            <field.RepeatingGroup
              legend="Cartons"
              rowLabel={(index) => `Carton ${index + 1}`}
              newRow={() => ({ weight: '' })}
              addLabel="Add a carton"
              confirmRemove={confirmRemove}
            >
              {(index) => (
                <form.AppField name={`cartons[${index}].weight`}>
                  {(row) => <row.TextField label={`Weight of carton ${index + 1}`} />}
                </form.AppField>
              )}
            </field.RepeatingGroup>
          )}
        </form.AppField>
        <button
          type="button"
          onClick={() => setFieldServerError(form, 'name', 'This name is taken')}
        >
          Refuse the name
        </button>
        <form.SubmitButton>Save</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

describe('the form kit', () => {
  it('shows the first error after a submit, and removes it as the user corrects it', async () => {
    rules.mockClear();
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Name');

    await user.type(name, ' ');
    await user.tab();
    expect(screen.queryByText('Please enter the name')).not.toBeInTheDocument();
    // The schema is made when the form is first checked, not as it mounts.
    expect(rules).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the name')).toBeInTheDocument();
    expect(rules).toHaveBeenCalledOnce();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'Li');
    await waitFor(() =>
      expect(screen.queryByText('Please enter the name')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: ' Li' });
  });

  it('submits once while a submit runs, the button pending', async () => {
    let release: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((done) => (release = done)));
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Li');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);
    await user.click(save);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    await waitFor(() => expect(save).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledOnce();

    await act(async () => release());
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it("shows the server's message above the fields and keeps what was typed", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new ApiError('business', '名称不可用'));
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Li');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('名称不可用');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Li');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the server's message at a field until the user changes it", async () => {
    const { user } = renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refuse the name' }));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.queryByText('This name is taken')).not.toBeInTheDocument();
  });

  it('chooses from the options it is given, which are rendered only while it is open', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    // Its code loads after the form's; closed, it renders no option (nothing of its dropdown is
    // laid out as the form mounts).
    const select = await screen.findByRole('combobox', { name: 'Platform' });
    expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Li');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'eBay', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ platform: 'EBAY' })),
    );
  });

  it('adds and removes rows of a repeating group, asking before a row goes', async () => {
    const onSubmit = vi.fn();
    const confirmRemove = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const { user } = renderWithProviders(
      <TestForm onSubmit={onSubmit} confirmRemove={confirmRemove} />,
    );
    const add = screen.getByRole('button', { name: 'Add a carton' });
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByLabelText('Weight of carton 1'), '3');
    await user.type(screen.getByLabelText('Weight of carton 2'), '5');

    const second = screen.getByRole('group', { name: 'Carton 2' });
    await user.click(within(second).getByRole('button', { name: 'Remove Carton 2' }));
    expect(confirmRemove).toHaveBeenCalledWith(1);
    expect(screen.getByLabelText('Weight of carton 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Carton 1' }));
    await waitFor(() =>
      expect(screen.queryByLabelText('Weight of carton 2')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Weight of carton 1')).toHaveValue('5');

    await user.type(screen.getByLabelText('Name'), 'Li');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ cartons: [{ weight: '5' }] }),
      ),
    );
  });

  it('keeps the safe fields across the code-512 re-login and restores them', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError('session', 'session expired'));
    const first = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await first.user.type(screen.getByLabelText('Name'), 'Li Ming');
    await first.user.type(screen.getByLabelText('Password'), 'secret1');
    await first.user.click(screen.getByRole('button', { name: 'Add a carton' }));
    await first.user.type(screen.getByLabelText('Weight of carton 1'), '7');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await screen.findByRole('alert');
    const kept = sessionStorage.getItem('portal-form:test.form');
    expect(kept).toContain('Li Ming');
    expect(kept).not.toContain('secret1');
    first.unmount();

    renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Li Ming');
    expect(screen.getByLabelText('Weight of carton 1')).toHaveValue('7');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps what is typed as it is typed, restores it on the next mount, never a secret', async () => {
    // The form names the password by mistake: the kit still leaves it out (PasswordField).
    const first = renderWithProviders(
      <TestForm onSubmit={vi.fn()} keepFields={['name', 'password', 'cartons']} />,
    );
    await first.user.type(screen.getByLabelText('Name'), 'Li Ming');
    await first.user.type(screen.getByLabelText('Password'), 'secret1');
    await waitFor(() =>
      expect(sessionStorage.getItem('portal-form:test.form')).toContain('Li Ming'),
    );
    expect(sessionStorage.getItem('portal-form:test.form')).not.toContain('secret1');
    await first.user.type(screen.getByLabelText('Name'), ' Jr');
    // Leaving before the pause: what waited is saved as the form goes.
    first.unmount();
    expect(sessionStorage.getItem('portal-form:test.form')).toContain('Li Ming Jr');

    renderWithProviders(<TestForm onSubmit={vi.fn()} keepFields={['name', 'password']} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Li Ming Jr');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses, and forgets it once a submit succeeds', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('business', 'refused'))
      .mockResolvedValue(undefined);
    const { user } = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Li Ming');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(sessionStorage.getItem('portal-form:test.form')).toContain('Li Ming');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(sessionStorage.getItem('portal-form:test.form')).toBeNull());
  });

  it('forgets every form on logout, also a save that was waiting', async () => {
    sessionStorage.setItem('portal-form:other.form', '{"name":"x"}');
    const { user, unmount } = renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Li Ming');
    forgetAllKeptValues();
    unmount();
    expect(sessionStorage.getItem('portal-form:test.form')).toBeNull();
    expect(sessionStorage.getItem('portal-form:other.form')).toBeNull();
  });

  it('a refused submit focuses the first field in error and says how many need attention', async () => {
    const { user } = renderWithProviders(<RequiredForm />);
    await user.type(screen.getByLabelText('City'), 'Macau');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need attention');

    await user.type(screen.getByLabelText('Street'), 'Rua 1');
    await user.type(screen.getByLabelText('Postcode'), '999078');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('One field needs attention'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

const required = z.string().check(z.trim(), z.minLength(1, 'Required'));
const requiredRules = z.object({
  city: required,
  street: required,
  postcode: required,
  agreed: z.boolean().check(z.refine((value) => value, 'Please agree')),
});

/** Four required fields, the first of them filled in by the test. */
function RequiredForm() {
  const form = useAppForm({
    defaultValues: { city: '', street: '', postcode: '', agreed: false },
    rules: () => requiredRules,
    onSubmit: vi.fn(),
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="city">{(field) => <field.TextField label="City" />}</form.AppField>
        <form.AppField name="street">{(field) => <field.TextField label="Street" />}</form.AppField>
        <form.AppField name="postcode">
          {(field) => <field.TextField label="Postcode" />}
        </form.AppField>
        <form.AppField name="agreed">
          {(field) => <field.CheckboxField label="I agree" />}
        </form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
