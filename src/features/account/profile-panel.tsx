import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { getGetSessionUserQueryKey } from '@/api/gen/auth/auth';
import type { AccountType, DictItem, UserProfile } from '@/api/gen/model';
import { updateUserProfile } from '@/api/gen/user/user';
import { notifySuccess } from '@/components/feedback/toast';
import { FormShell } from '@/components/form';
import { formatDateTime } from '@/i18n/format';
import { errorMessage, firstError } from '@/lib/form-errors';
import { maskPhone } from '@/lib/phone';
import { ImageUpload } from './image-upload';
import { ACCOUNT_TYPE_LABELS, CERTIFICATION_LABELS } from './labels';
import { dictionaryQueryOptions, profileQueryOptions } from './queries';
import { profileSchema } from './schemas';

function options(items: readonly DictItem[] | undefined) {
  return (items ?? []).map((item) => ({ value: item.value, label: item.label }));
}

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
  const [schema] = useState(profileSchema);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: formValues(profile),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      setServerError(null);
      try {
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
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

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

      <FormShell form={form} error={serverError} maw={640}>
        <form.Field name="avatar">
          {(field) => (
            <ImageUpload
              biz="AVATAR"
              label={t`Avatar`}
              value={field.state.value}
              onChange={(url) => field.handleChange(url)}
              error={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="nickname">
          {(field) => (
            <TextInput
              label={t`Nickname`}
              description={t`Shown in the header instead of the username`}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="accountType">
          {(field) => (
            <Radio.Group
              label={t`Account type`}
              value={field.state.value}
              onChange={(value) => field.handleChange(value as AccountType)}
            >
              <Group mt={6}>
                {(['INDIVIDUAL', 'ENTERPRISE'] as const).map((type) => (
                  <Radio key={type} value={type} label={i18n._(ACCOUNT_TYPE_LABELS[type])} />
                ))}
              </Group>
            </Radio.Group>
          )}
        </form.Field>
        <form.Field name="company">
          {(field) => (
            <TextInput
              label={t`Affiliated company`}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="mainPlatforms">
          {(field) => (
            <MultiSelect
              label={t`Main platforms`}
              data={options(platforms.data)}
              value={field.state.value}
              onChange={field.handleChange}
              searchable
              clearable
              nothingFoundMessage={t`No matching option`}
              disabled={platforms.isPending}
            />
          )}
        </form.Field>
        <form.Field name="mainCategories">
          {(field) => (
            <MultiSelect
              label={t`Main categories`}
              data={options(categories.data)}
              value={field.state.value}
              onChange={field.handleChange}
              searchable
              clearable
              nothingFoundMessage={t`No matching option`}
              disabled={categories.isPending}
            />
          )}
        </form.Field>
        <form.Field name="region">
          {(field) => (
            <Select
              label={t`Region`}
              data={options(regions.data)}
              value={field.state.value}
              onChange={field.handleChange}
              searchable
              clearable
              nothingFoundMessage={t`No matching option`}
              disabled={regions.isPending}
            />
          )}
        </form.Field>
        <form.Field name="address">
          {(field) => (
            <Textarea
              label={t`Detailed address`}
              autosize
              minRows={2}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={field.handleBlur}
              error={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <Group>
          <form.Subscribe selector={(state) => [state.isSubmitting, state.isDirty] as const}>
            {([isSubmitting, isDirty]) => (
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {t`Save`}
              </Button>
            )}
          </form.Subscribe>
        </Group>
      </FormShell>
    </Stack>
  );
}
