import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type {
  DictCode,
  PlatformDetail,
  StoreApplicationChannel,
  StoreApplicationResult,
} from '@/api/gen/model';
import { applyForStore } from '@/api/gen/platforms/platforms';
import { uploadFile } from '@/api/upload';
import { formatList } from '@/i18n/format';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import {
  brandSchema,
  companySchema,
  contactSchema,
  firstInvalidStep,
  MAX_PRODUCT_IMAGES,
  operationsSchema,
  pickStep,
  STEP_FIELDS,
  STEPS,
  toApplicationBody,
  type ApplyValues,
  type BrandValues,
  type CompanyValues,
  type ContactValues,
  type OperationsValues,
  type Step,
} from './apply-schema';
import { ProductImagesField, type UploadImagesFn } from './product-images-field';
import { platformQueries } from './queries';
import classes from './apply.module.css';

/** Countries where sellers commonly plan FBA (Amazon marketplaces). */
export const FBA_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'SE',
  'PL',
  'BE',
  'IE',
  'TR',
  'AE',
  'SA',
  'EG',
  'IN',
  'JP',
  'AU',
  'SG',
] as const;

/** Countries where sellers commonly register for VAT. */
export const VAT_COUNTRIES = [
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'CZ',
  'SE',
  'AT',
  'BE',
  'IE',
  'PT',
  'AE',
  'SA',
] as const;

/** Country choices named in the active language. */
function useCountryOptions(codes: readonly string[]) {
  const { i18n } = useLingui();
  const [names] = useState(() => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'region' });
    } catch {
      return null;
    }
  });
  return codes.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` }));
}

function useDictionary(code: DictCode) {
  const query = useQuery(platformQueries.dictionary(code));
  return { options: query.data, loading: query.isPending };
}

function useYesNo() {
  const { t } = useLingui();
  return [
    { value: 'yes' as const, label: t`Yes` },
    { value: 'no' as const, label: t`No` },
  ];
}

/** Reports a step form's values as they change (for the draft). */
function useLiveValues<T>(store: { state: { values: T } }, onChange: (values: T) => void) {
  const values = useStore(store as never, (state: { values: T }) => state.values);
  const report = useEffectEvent(onChange);
  const [initial] = useState(values);
  useEffect(() => {
    // Showing a step is no change: only what the user does is.
    if (values !== initial) report(values);
  }, [values, initial]);
}

interface StepProps<T> {
  values: ApplyValues;
  onChange: (values: T) => void;
  onNext: (values: T) => void;
  onBack: () => void;
}

function StepFooter({ first, children }: { first?: boolean; children: ReactNode }) {
  return first ? <Group>{children}</Group> : <>{children}</>;
}

export function CompanyStep({
  values,
  onChange,
  onNext,
}: Omit<StepProps<CompanyValues>, 'onBack'>) {
  const { t } = useLingui();
  const natures = useDictionary('COMPANY_NATURE');
  const regions = useDictionary('REGION');
  const form = useAppForm({
    defaultValues: pickStep(values, STEP_FIELDS.company),
    rules: companySchema,
    onSubmit: ({ value }) => onNext(value),
  });
  useLiveValues(form.store, onChange);
  return (
    <form.AppForm>
      <form.Form>
        <div className={classes.fields}>
          <form.AppField name="companyName">
            {(field) => (
              <field.TextField label={t`Company name`} autoComplete="organization" withAsterisk />
            )}
          </form.AppField>
          <form.AppField name="companyNature">
            {(field) => (
              <field.SelectField
                label={t`Company type`}
                options={natures.options}
                loading={natures.loading}
              />
            )}
          </form.AppField>
          <form.AppField name="legalPersonName">
            {(field) => <field.TextField label={t`Legal representative`} withAsterisk />}
          </form.AppField>
          <form.AppField name="region">
            {(field) => (
              <field.SelectField
                label={t`Region`}
                options={regions.options}
                loading={regions.loading}
              />
            )}
          </form.AppField>
          <div className={classes.wide}>
            <form.AppField name="companyAddress">
              {(field) => (
                <field.TextField
                  label={t`Detailed company address`}
                  autoComplete="street-address"
                  withAsterisk
                />
              )}
            </form.AppField>
          </div>
          <div className={classes.wide}>
            <form.AppField name="licenseImage">
              {(field) => (
                <field.FileField
                  biz="LICENSE"
                  upload={uploadFile}
                  label={t`Business licence scan`}
                  required
                />
              )}
            </form.AppField>
          </div>
        </div>
        <StepFooter first>
          <form.SubmitButton>{t`Next`}</form.SubmitButton>
        </StepFooter>
      </form.Form>
    </form.AppForm>
  );
}

export function ContactStep({ values, onChange, onNext, onBack }: StepProps<ContactValues>) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: pickStep(values, STEP_FIELDS.contact),
    rules: contactSchema,
    onSubmit: ({ value }) => onNext(value),
  });
  useLiveValues(form.store, onChange);
  return (
    <form.AppForm>
      <form.Form>
        <div className={classes.fields}>
          <form.AppField name="contactName">
            {(field) => (
              <field.TextField label={t`Contact name`} autoComplete="name" withAsterisk />
            )}
          </form.AppField>
          <form.AppField name="contactPhone">
            {(field) => <field.PhoneField label={t`Contact phone`} />}
          </form.AppField>
          <form.AppField name="wechatId">
            {(field) => <field.TextField label={t`WeChat ID`} withAsterisk />}
          </form.AppField>
          <form.AppField name="contactEmail">
            {(field) => (
              <field.TextField
                label={t`Contact e-mail`}
                type="email"
                autoComplete="email"
                withAsterisk
              />
            )}
          </form.AppField>
        </div>
        <form.BackAndSubmit onBack={onBack} submitLabel={t`Next`} />
      </form.Form>
    </form.AppForm>
  );
}

function OperationsStep({
  values,
  sites,
  onChange,
  onNext,
  onBack,
}: StepProps<OperationsValues> & { sites: string[] }) {
  const { t } = useLingui();
  const shipping = useDictionary('SHIPPING_METHOD');
  const sales = useDictionary('ANNUAL_SALES');
  const categories = useDictionary('MAIN_CATEGORY');
  const teams = useDictionary('TEAM_SIZE');
  const fba = useCountryOptions(FBA_COUNTRIES);
  const vat = useCountryOptions(VAT_COUNTRIES);
  const yesNo = useYesNo();
  const form = useAppForm({
    defaultValues: pickStep(values, STEP_FIELDS.operations),
    rules: operationsSchema,
    onSubmit: ({ value }) => onNext(value),
  });
  useLiveValues(form.store, onChange);
  return (
    <form.AppForm>
      <form.Form>
        <div className={classes.fields}>
          <form.AppField name="shippingMethod">
            {(field) => (
              <field.SelectField
                label={t`Shipping method`}
                options={shipping.options}
                loading={shipping.loading}
              />
            )}
          </form.AppField>
          <form.AppField name="annualSales">
            {(field) => (
              <field.SelectField
                label={t`Annual sales (RMB)`}
                options={sales.options}
                loading={sales.loading}
              />
            )}
          </form.AppField>
          <div className={classes.wide}>
            <form.AppField name="productCategories">
              {(field) => (
                <field.MultiSelectField
                  label={t`Product categories`}
                  options={categories.options}
                  loading={categories.loading}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="overseasSiteStatus">
            {(field) => (
              <field.RadioField
                label={t`Overseas sites`}
                options={[
                  { value: 'NONE', label: t`No overseas store yet` },
                  { value: 'OPERATING', label: t`Already selling on an overseas site` },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="targetSite">
            {(field) => (
              <field.SelectField
                label={t`Target site`}
                options={sites.map((site) => ({ value: site, label: site }))}
              />
            )}
          </form.AppField>
          <form.AppField name="fbaCountries">
            {(field) => <field.MultiSelectField label={t`FBA planned countries`} options={fba} />}
          </form.AppField>
          <form.AppField name="vatCountries">
            {(field) => <field.MultiSelectField label={t`VAT planned countries`} options={vat} />}
          </form.AppField>
          <form.AppField name="teamSize">
            {(field) => (
              <field.SelectField
                label={t`Cross-border team size`}
                options={teams.options}
                loading={teams.loading}
              />
            )}
          </form.AppField>
          <form.AppField name="foreignTradeExperience">
            {(field) => <field.RadioField label={t`Foreign-trade experience`} options={yesNo} />}
          </form.AppField>
          <form.AppField name="otherEcommerceExperience">
            {(field) => (
              <field.RadioField
                label={t`Experience on other e-commerce platforms`}
                options={yesNo}
              />
            )}
          </form.AppField>
          <form.AppField name="vatInvoiceAbility">
            {(field) => (
              <field.RadioField label={t`Can obtain VAT invoices for purchases`} options={yesNo} />
            )}
          </form.AppField>
          <form.AppField name="incubationTraining">
            {(field) => (
              <field.RadioField label={t`Take part in the incubation training`} options={yesNo} />
            )}
          </form.AppField>
        </div>
        <form.BackAndSubmit onBack={onBack} submitLabel={t`Next`} />
      </form.Form>
    </form.AppForm>
  );
}

function BrandStep({
  values,
  onChange,
  onNext,
  onBack,
  uploadImages,
}: StepProps<BrandValues> & { uploadImages?: UploadImagesFn }) {
  const { t } = useLingui();
  const natures = useDictionary('BRAND_NATURE');
  const yesNo = useYesNo();
  const form = useAppForm({
    defaultValues: pickStep(values, STEP_FIELDS.brand),
    rules: brandSchema,
    onSubmit: ({ value }) => onNext(value),
  });
  useLiveValues(form.store, onChange);
  return (
    <form.AppForm>
      <form.Form>
        <div className={classes.fields}>
          <form.AppField name="brandNature">
            {(field) => (
              <field.SelectField
                label={t`Brand type`}
                options={natures.options}
                loading={natures.loading}
              />
            )}
          </form.AppField>
          <form.AppField name="overseasTrademark">
            {(field) => (
              <field.RadioField label={t`Registered overseas trademark`} options={yesNo} />
            )}
          </form.AppField>
          <form.AppField name="hasCertificate">
            {(field) => (
              <field.RadioField label={t`Factory or product certificate`} options={yesNo} />
            )}
          </form.AppField>
          <div className={classes.wide}>
            <form.AppField name="productImages">
              {() => (
                <ProductImagesField
                  label={t`Product images`}
                  max={MAX_PRODUCT_IMAGES}
                  upload={uploadImages}
                />
              )}
            </form.AppField>
          </div>
        </div>
        <form.BackAndSubmit onBack={onBack} submitLabel={t`Next`} />
      </form.Form>
    </form.AppForm>
  );
}

function ReviewStep({
  values,
  platform,
  channel,
  onEdit,
  onBack,
  onDone,
}: {
  values: ApplyValues;
  platform: PlatformDetail;
  channel: StoreApplicationChannel;
  onEdit: (step: Step) => void;
  onBack: () => void;
  onDone: (result: StoreApplicationResult) => void;
}) {
  const { t } = useLingui();
  const natures = useDictionary('COMPANY_NATURE');
  const regions = useDictionary('REGION');
  const shipping = useDictionary('SHIPPING_METHOD');
  const sales = useDictionary('ANNUAL_SALES');
  const categories = useDictionary('MAIN_CATEGORY');
  const teams = useDictionary('TEAM_SIZE');
  const brands = useDictionary('BRAND_NATURE');
  const form = useAppForm({
    defaultValues: {},
    onSubmit: async () => {
      const invalid = firstInvalidStep(values);
      if (invalid) {
        onEdit(invalid);
        return;
      }
      const result = await applyForStore(toApplicationBody(values, platform.id, channel), {
        silent: true,
      });
      notifySuccess(t`Application submitted`);
      onDone(result);
    },
  });
  const label = (options: { value: string; label: string }[] | undefined, value: string | null) =>
    value === null ? '—' : (options?.find((option) => option.value === value)?.label ?? value);
  const labels = (options: { value: string; label: string }[] | undefined, list: string[]) =>
    list.length === 0 ? '—' : formatList(list.map((value) => label(options, value)));
  const yesNo = (value: string) => (value === 'yes' ? t`Yes` : value === 'no' ? t`No` : '—');
  const text = (value: string) => value.trim() || '—';
  const groups: { step: Step; title: string; rows: [string, ReactNode][] }[] = [
    {
      step: 'company',
      title: t`Company`,
      rows: [
        [t`Company name`, text(values.companyName)],
        [t`Company type`, label(natures.options, values.companyNature)],
        [t`Legal representative`, text(values.legalPersonName)],
        [t`Region`, label(regions.options, values.region)],
        [t`Detailed company address`, text(values.companyAddress)],
        [t`Business licence scan`, values.licenseImage ? t`Uploaded` : '—'],
      ],
    },
    {
      step: 'contact',
      title: t`Contact`,
      rows: [
        [t`Contact name`, text(values.contactName)],
        [t`Contact phone`, text(values.contactPhone)],
        [t`WeChat ID`, text(values.wechatId)],
        [t`Contact e-mail`, text(values.contactEmail)],
      ],
    },
    {
      step: 'operations',
      title: t`Operations`,
      rows: [
        [t`Shipping method`, label(shipping.options, values.shippingMethod)],
        [t`Annual sales (RMB)`, label(sales.options, values.annualSales)],
        [t`Product categories`, labels(categories.options, values.productCategories)],
        [
          t`Overseas sites`,
          values.overseasSiteStatus === 'NONE'
            ? t`No overseas store yet`
            : values.overseasSiteStatus === 'OPERATING'
              ? t`Already selling on an overseas site`
              : '—',
        ],
        [t`Target site`, values.targetSite ?? '—'],
        [t`FBA planned countries`, formatList(values.fbaCountries) || '—'],
        [t`VAT planned countries`, formatList(values.vatCountries) || '—'],
        [t`Cross-border team size`, label(teams.options, values.teamSize)],
        [t`Foreign-trade experience`, yesNo(values.foreignTradeExperience)],
        [t`Experience on other e-commerce platforms`, yesNo(values.otherEcommerceExperience)],
        [t`Can obtain VAT invoices for purchases`, yesNo(values.vatInvoiceAbility)],
        [t`Take part in the incubation training`, yesNo(values.incubationTraining)],
      ],
    },
    {
      step: 'brand',
      title: t`Brand and products`,
      rows: [
        [t`Brand type`, label(brands.options, values.brandNature)],
        [t`Registered overseas trademark`, yesNo(values.overseasTrademark)],
        [t`Factory or product certificate`, yesNo(values.hasCertificate)],
        [t`Product images`, String(values.productImages.length)],
      ],
    },
  ];
  return (
    <form.AppForm>
      <form.Form>
        {groups.map(({ step: groupStep, title: groupTitle, rows }) => (
          <section key={groupStep} aria-labelledby={`review-${groupStep}`}>
            <Group justify="space-between" align="center">
              <h3 className={classes.reviewGroup} id={`review-${groupStep}`}>
                {groupTitle}
              </h3>
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => onEdit(groupStep)}
                aria-label={t`Edit: ${groupTitle}`}
              >
                {t`Edit`}
              </Button>
            </Group>
            <dl className={classes.review}>
              {rows.map(([name, value]) => (
                <div key={name} style={{ display: 'contents' }}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <form.BackAndSubmit onBack={onBack} submitLabel={t`Submit application`} />
      </form.Form>
    </form.AppForm>
  );
}

export function useStepTitles(): Record<Step, string> {
  const { t } = useLingui();
  return {
    company: t`Company`,
    contact: t`Contact`,
    operations: t`Operations`,
    brand: t`Brand and products`,
    review: t`Review and submit`,
  };
}

export interface ApplyFormProps {
  platform: PlatformDetail;
  channel: StoreApplicationChannel;
  initialValues: ApplyValues;
  initialStep: number;
  /** Every change of the values or the step (the page keeps the draft). */
  onDraft: (values: ApplyValues, step: number) => void;
  onDone: (result: StoreApplicationResult) => void;
  /** The product images' upload (tests pass their own). */
  uploadImages?: UploadImagesFn;
}

/** The store-opening application in five steps; each step is checked before the next. */
export default function ApplyForm({
  platform,
  channel,
  initialValues,
  initialStep,
  onDraft,
  onDone,
  uploadImages,
}: ApplyFormProps) {
  const { t } = useLingui();
  const titles = useStepTitles();
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState(() => {
    const invalid = firstInvalidStep(initialValues);
    const limit = invalid ? STEPS.indexOf(invalid) : STEPS.length - 1;
    return Math.max(0, Math.min(initialStep, limit));
  });
  const latest = useRef(initialValues);
  const heading = useRef<HTMLHeadingElement>(null);

  const change = (part: Partial<ApplyValues>) => {
    latest.current = { ...latest.current, ...part };
    onDraft(latest.current, step);
  };
  const go = (next: number) => {
    setValues(latest.current);
    setStep(next);
    onDraft(latest.current, next);
  };
  const next = (part: Partial<ApplyValues>) => {
    latest.current = { ...latest.current, ...part };
    go(step + 1);
  };
  const back = () => go(step - 1);

  // A new step: its title takes the focus, so that screen readers follow.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const current = STEPS[step] ?? 'review';
  const stepNumber = step + 1;
  const stepTitle = titles[current];
  const total = STEPS.length;
  return (
    <div className={classes.fields} style={{ gridTemplateColumns: '1fr' }}>
      <nav aria-label={t`Steps of the application`}>
        <ol className={classes.steps}>
          {STEPS.map((name, index) => (
            <li
              key={name}
              className={classes.step}
              aria-current={index === step ? 'step' : undefined}
              data-state={index < step ? 'done' : undefined}
            >
              {titles[name]}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 20 }}>
        {t`Step ${stepNumber} of ${total}: ${stepTitle}`}
      </h2>
      {current === 'company' && (
        <CompanyStep key="company" values={values} onChange={change} onNext={next} />
      )}
      {current === 'contact' && (
        <ContactStep key="contact" values={values} onChange={change} onNext={next} onBack={back} />
      )}
      {current === 'operations' && (
        <OperationsStep
          key="operations"
          values={values}
          sites={platform.sites}
          onChange={change}
          onNext={next}
          onBack={back}
        />
      )}
      {current === 'brand' && (
        <BrandStep
          key="brand"
          values={values}
          onChange={change}
          onNext={next}
          onBack={back}
          uploadImages={uploadImages}
        />
      )}
      {current === 'review' && (
        <ReviewStep
          values={values}
          platform={platform}
          channel={channel}
          onEdit={(name) => go(STEPS.indexOf(name))}
          onBack={back}
          onDone={onDone}
        />
      )}
    </div>
  );
}
