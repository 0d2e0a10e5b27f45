import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { applyAsProvider } from '@/api/gen/market/market';
import type { ServiceCategory } from '@/api/gen/model';
import { uploadFile } from '@/api/upload';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { mainlandMobile } from '@/lib/phone';
import { categoriesQueryOptions } from './queries';
import { settleSchema, type SettleValues } from './schemas';

// The agreement's dialog and text load when it is first opened.
const SettleAgreementModal = lazy(() =>
  import('./settle-agreement').then((module) => ({ default: module.SettleAgreementModal })),
);

const EMPTY: SettleValues = {
  name: '',
  companyName: '',
  companyAddress: '',
  position: '',
  introFile: null,
  services: [],
  contactPhone: '',
  contactEmail: '',
  agreed: false,
};

/** Every market as a choice, named with its category. */
export function marketOptions(categories: readonly ServiceCategory[] | undefined) {
  return (categories ?? []).flatMap((category) =>
    category.markets.map((market) => ({
      value: String(market.id),
      label: `${category.name} · ${market.name}`,
    })),
  );
}

export default function SettleForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const categories = useQuery(categoriesQueryOptions());
  const [agreementOpen, setAgreementOpen] = useState(false);
  const form = useAppForm({
    defaultValues: EMPTY,
    rules: settleSchema,
    keep: {
      key: 'market.settle',
      fields: [
        'name',
        'companyName',
        'companyAddress',
        'position',
        'introFile',
        'services',
        'contactPhone',
        'contactEmail',
        'agreed',
      ],
    },
    onSubmit: async ({ value }) => {
      await applyAsProvider(
        {
          name: value.name.trim(),
          companyName: value.companyName.trim(),
          companyAddress: value.companyAddress.trim(),
          position: value.position.trim(),
          introFile: value.introFile ?? '',
          services: value.services.map(Number),
          contactPhone: mainlandMobile(value.contactPhone) ?? value.contactPhone.trim(),
          contactEmail: value.contactEmail.trim() || null,
          agreed: true,
        },
        { silent: true },
      );
      notifySuccess(t`Application submitted`);
      onDone();
    },
  });
  return (
    <form.AppForm>
      <form.Form maw={720}>
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Name`} autoComplete="name" withAsterisk />}
        </form.AppField>
        <form.AppField name="companyName">
          {(field) => (
            <field.TextField label={t`Company name`} autoComplete="organization" withAsterisk />
          )}
        </form.AppField>
        <form.AppField name="companyAddress">
          {(field) => (
            <field.TextField
              label={t`Company address`}
              autoComplete="street-address"
              withAsterisk
            />
          )}
        </form.AppField>
        <form.AppField name="position">
          {(field) => (
            <field.TextField label={t`Position`} autoComplete="organization-title" withAsterisk />
          )}
        </form.AppField>
        <form.AppField name="introFile">
          {(field) => (
            <field.FileField
              biz="PROVIDER_INTRO"
              upload={uploadFile}
              label={t`Company introduction (PDF or video)`}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="services">
          {(field) => (
            <field.MultiSelectField
              label={t`Services to settle in`}
              description={t`Choose one or more markets`}
              options={marketOptions(categories.data?.list)}
              loading={categories.isPending}
              withAsterisk
            />
          )}
        </form.AppField>
        <form.AppField name="contactPhone">
          {(field) => <field.PhoneField label={t`Contact phone`} />}
        </form.AppField>
        <form.AppField name="contactEmail">
          {(field) => (
            <field.TextField label={t`Contact e-mail`} type="email" autoComplete="email" />
          )}
        </form.AppField>
        <Stack gap={4}>
          <form.AppField name="agreed">
            {(field) => (
              <field.CheckboxField
                label={t`I have read and agree to the service provider settle-in agreement`}
              />
            )}
          </form.AppField>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ml={32}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setAgreementOpen(true)}
          >
            {t`Read the settle-in agreement`}
          </Anchor>
        </Stack>
        <Suspense fallback={null}>
          {agreementOpen && <SettleAgreementModal onClose={() => setAgreementOpen(false)} />}
        </Suspense>
        <Group>
          <form.SubmitButton size="md">{t`Submit application`}</form.SubmitButton>
        </Group>
      </form.Form>
    </form.AppForm>
  );
}
