import { useLingui } from '@lingui/react/macro';
import { withFieldGroup } from '@/components/form';

/**
 * A new password with the strength advice of spec section 5, and its confirmation (register, reset
 * password).
 */
export const NewPasswordGroup = withFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  props: {} as { label: string },
  render: function NewPasswordFields({ group, label }) {
    const { t } = useLingui();
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={label}
              autoComplete="new-password"
              withAsterisk
              withAdvice
            />
          )}
        </group.AppField>
        <group.AppField name="confirmPassword">
          {(field) => (
            <field.PasswordField
              label={t`Confirm password`}
              autoComplete="new-password"
              withAsterisk
            />
          )}
        </group.AppField>
      </>
    );
  },
});

/** The fields of a form that holds the group at its top level. */
export const NEW_PASSWORD_FIELDS = {
  password: 'password',
  confirmPassword: 'confirmPassword',
} as const;
