import { useLingui } from '@lingui/react/macro';
import type { SmsCodeResult } from '@/api/gen/model';
import type { CaptchaKey } from '@/components/captcha';
import { setFieldServerError, setServerError, withFieldGroup } from '@/components/form';
import { SmsNotReceived } from '@/components/sms-code';
import { sendSmsCode } from './request-sms-code';

export interface PhoneCodeGroupProps {
  /** What the phone is: a new one, or the one of the account. */
  phoneDescription?: string;
  /** The captcha is checked by the submit too (registration), not only to send the code. */
  captchaForSubmit?: boolean;
  /** The captcha on screen (`useCaptchaKey`). */
  captcha: CaptchaKey;
  /** The API call that sends this form's code to the normalised phone. */
  send: (phone: string) => Promise<SmsCodeResult>;
}

/**
 * The phone, the graphic captcha and the SMS code of the public forms (register, SMS login,
 * forgotten password): 'Get code' checks the phone and the captcha first (`sendSmsCode`) and shows
 * what went wrong at its field, or above the form.
 */
export const PhoneCodeGroup = withFieldGroup({
  defaultValues: { phone: '', captcha: '', smsCode: '' },
  props: {} as PhoneCodeGroupProps,
  render: function PhoneCodeFields({ group, phoneDescription, captchaForSubmit, captcha, send }) {
    const { t } = useLingui();
    const sendCode = () =>
      sendSmsCode({
        phone: group.getFieldValue('phone'),
        captcha: group.getFieldValue('captcha'),
        captchaKey: captcha,
        clearCaptcha: () => group.setFieldValue('captcha', '', { dontValidate: true }),
        fieldErrors: {
          show: (name, message) =>
            setFieldServerError(group.form, String(group.getFormFieldName(name)), message),
        },
        setServerError: (message) => setServerError(group.form, message),
        send,
      });
    return (
      <>
        <group.AppField name="phone">
          {(field) => <field.PhoneField label={t`Phone number`} description={phoneDescription} />}
        </group.AppField>
        <group.AppField name="captcha">
          {(field) => (
            <field.CaptchaField
              description={
                captchaForSubmit
                  ? t`The 4 characters in the picture`
                  : t`The 4 characters in the picture, needed to send the code`
              }
              withAsterisk={captchaForSubmit}
              captcha={captcha}
            />
          )}
        </group.AppField>
        <group.AppField name="smsCode">
          {(field) => <field.SmsCodeField onSend={sendCode} />}
        </group.AppField>
        <SmsNotReceived />
      </>
    );
  },
});

/** The fields of a form that holds the group at its top level. */
export const PHONE_CODE_FIELDS = {
  phone: 'phone',
  captcha: 'captcha',
  smsCode: 'smsCode',
} as const;
