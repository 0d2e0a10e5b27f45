import type { ReactNode } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { getGetSessionUserQueryKey } from '@/api/gen/auth/auth';
import type { UserProfile } from '@/api/gen/model';
import { updateUserProfile } from '@/api/gen/user/user';
import { uploadFile } from '@/api/upload';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { formatDateTime } from '@/i18n/format';
import { maskPhone } from '@/lib/mask-phone';
import { ACCOUNT_TYPE_LABELS, CERTIFICATION_LABELS } from './labels';
import { dictionaryQueryOptions, profileQueryOptions } from './queries';
import { profileSchema } from './schemas';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function formValues(profile: UserProfile) {
  return {
    avatar: profile.avatar,
    nickname: profile.nickname ?? '',
    accountType: profile.accountType,
    company: profile.company ?? '',
    mainPlatforms: [...profile.mainPlatforms],
    mainCategories: [...profile.mainCategories],
    region: profile.region,
    address: profile.address ?? '',
  };
}

/** The full profile of spec section 3, editable through `/user/update`. */
export function ProfilePanel({ onOpenSecurity }: { onOpenSecurity: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const platforms = useQuery(dictionaryQueryOptions('MAIN_PLATFORM'));
  const categories = useQuery(dictionaryQueryOptions('MAIN_CATEGORY'));
  const regions = useQuery(dictionaryQueryOptions('REGION'));

  const form = useAppForm({
    defaultValues: formValues(profile),
    rules: profileSchema,
    keep: {
      key: 'account.profile',
      fields: [
        'avatar',
        'nickname',
        'accountType',
        'company',
        'mainPlatforms',
        'mainCategories',
        'region',
        'address',
      ],
    },
    onSubmit: async ({ value, formApi }) => {
      const updated = await updateUserProfile(
        {
          avatar: value.avatar,
          nickname: value.nickname.trim() || null,
          accountType: value.accountType,
          company: value.company.trim() || null,
          mainPlatforms: value.mainPlatforms,
          mainCategories: value.mainCategories,
          region: value.region,
          address: value.address.trim() || null,
        },
        { silent: true },
      );
      queryClient.setQueryData(profileQueryOptions().queryKey, updated);
      // The header shows the nickname and the avatar.
      void queryClient.invalidateQueries({ queryKey: getGetSessionUserQueryKey() });
      formApi.reset(formValues(updated));
      notifySuccess(t`Profile saved`);
    },
  });

  const accountTypes = (['INDIVIDUAL', 'ENTERPRISE'] as const).map((type) => ({
    value: type,
    label: i18n._(ACCOUNT_TYPE_LABELS[type]),
  }));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Detail label={t`Username`}>{profile.username}</Detail>
        <Detail label={t`Phone number`}>{maskPhone(profile.phone)}</Detail>
        <Detail label={t`E-mail`}>
          <Group gap="xs">
            <span>{profile.email ?? t`Not bound`}</span>
            <Button variant="subtle" size="compact-xs" onClick={onOpenSecurity}>
              {profile.email ? t`Change` : t`Bind`}
            </Button>
          </Group>
        </Detail>
        <Detail label={t`Registration time`}>{formatDateTime(profile.registerTime)}</Detail>
        <Detail label={t`Membership`}>
          {profile.member ? (
            <Badge variant="outline" color="grape.8">
              {profile.memberLevel ?? t`Member`}
            </Badge>
          ) : (
            t`Not a member`
          )}
        </Detail>
        <Detail label={t`Enterprise certification`}>
          <Badge
            variant="outline"
            color={profile.certificationStatus === 'CERTIFIED' ? 'teal.9' : 'gray.7'}
          >
            {i18n._(CERTIFICATION_LABELS[profile.certificationStatus])}
          </Badge>
        </Detail>
      </SimpleGrid>

      <form.AppForm>
        <form.Form maw={640}>
          <form.AppField name="avatar">
            {(field) => <field.FileField biz="AVATAR" upload={uploadFile} label={t`Avatar`} />}
          </form.AppField>
          <form.AppField name="nickname">
            {(field) => (
              <field.TextField
                label={t`Nickname`}
                description={t`Shown in the header instead of the username`}
              />
            )}
          </form.AppField>
          <form.AppField name="accountType">
            {(field) => <field.RadioField label={t`Account type`} options={accountTypes} />}
          </form.AppField>
          <form.AppField name="company">
            {(field) => <field.TextField label={t`Affiliated company`} />}
          </form.AppField>
          <form.AppField name="mainPlatforms">
            {(field) => (
              <field.MultiSelectField
                label={t`Main platforms`}
                options={platforms.data}
                loading={platforms.isPending}
              />
            )}
          </form.AppField>
          <form.AppField name="mainCategories">
            {(field) => (
              <field.MultiSelectField
                label={t`Main categories`}
                options={categories.data}
                loading={categories.isPending}
              />
            )}
          </form.AppField>
          <form.AppField name="region">
            {(field) => (
              <field.SelectField
                label={t`Region`}
                options={regions.data}
                loading={regions.isPending}
              />
            )}
          </form.AppField>
          <form.AppField name="address">
            {(field) => <field.TextareaField label={t`Detailed address`} />}
          </form.AppField>
          <Group>
            <form.SubmitButton whenDirty>{t`Save`}</form.SubmitButton>
          </Group>
        </form.Form>
      </form.AppForm>
    </Stack>
  );
}
