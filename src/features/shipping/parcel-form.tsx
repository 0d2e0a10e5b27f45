import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { saveShipOrder } from '@/api/gen/logistics/logistics';
import type { ShipFbaWarehouse, ShipOrder, ShipServiceDetail } from '@/api/gen/model';
import { uploadFile } from '@/api/upload';
import { confirmIrreversible } from '@/components/feedback/confirm';
import { InTurn } from '@/components/feedback/in-turn';
import { useAppForm } from '@/components/form';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { formatMoney, formatNumber } from '@/i18n/format';
import {
  newCarton,
  nextCartonNo,
  PARCEL_KEPT_FIELDS,
  parcelSchema,
  type ParcelValues,
} from './parcel-schema';
import { toShipOrderInput } from './parcel-schema';
import { shippingQueries } from './queries';
import {
  cartonMeasures,
  liveQuote,
  round2,
  volumeOutweighs,
  volumetricWeight,
  type QuoteLine,
  type Range,
} from './quote';
import classes from './parcel.module.css';

const KEEP_KEY = 'logistics.parcel';

function defaults(line: ShipServiceDetail): ParcelValues {
  const only = line.destinations.length === 1 ? line.destinations[0] : undefined;
  return {
    cartons: [newCarton('1')],
    destinationType: line.fba ? 'FBA' : 'NON_FBA',
    country: only?.code ?? null,
    fbaWarehouseCode: null,
    state: '',
    city: '',
    postcode: '',
    address: '',
    consigneeName: '',
    consigneePhone: '',
    tradeType: null,
    transportPlan: line.transportType,
    customsDocuments: [],
    remark: '',
    ownOrder: true,
    declaredValue: '',
    contactName: '',
    contactPhone: '',
    insuranceAgreed: false,
  };
}

function money(range: Range): string {
  return range.min === range.max
    ? formatMoney(range.min)
    : `${formatMoney(range.min)} – ${formatMoney(range.max)}`;
}

/** The quote beside the form: it follows every carton and the country as they change. */
function QuoteBox({
  line,
  country,
  postcode,
  cartons,
}: {
  line: QuoteLine;
  country: string | null;
  /** The FBA warehouse's postcode (filled in when it is chosen) or the consignee's. */
  postcode: string;
  cartons: ParcelValues['cartons'];
}) {
  const { t } = useLingui();
  const quote = liveQuote(line, country, cartons.map(cartonMeasures), postcode);
  const kg = (value: number | undefined) =>
    value === undefined ? '—' : `${formatNumber(value)} kg`;
  const divisor = formatNumber(line.volumeDivisor);
  const minimum = formatNumber(line.minChargeableWeight);
  const counted = quote?.cartons ?? 0;
  const total = cartons.length;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t`Quote`}
        </Title>
        <dl className={classes.section} aria-live="polite" data-testid="parcel-quote">
          <div className={classes.quoteRow}>
            <dt>{t`Cartons counted`}</dt>
            <dd>{t`${counted} of ${total}`}</dd>
          </div>
          <div className={classes.quoteRow}>
            <dt>{t`Gross weight`}</dt>
            <dd data-testid="quote-gross">{kg(quote?.grossWeight)}</dd>
          </div>
          <div className={classes.quoteRow}>
            <dt>{t`Volumetric weight`}</dt>
            <dd data-testid="quote-volumetric">{kg(quote?.volumetricWeight)}</dd>
          </div>
          <div className={classes.quoteRow}>
            <dt>{t`Chargeable weight`}</dt>
            <dd data-testid="quote-chargeable">{kg(quote?.chargeableWeight)}</dd>
          </div>
          <div className={classes.quoteRow}>
            <dt>{t`Price per kg`}</dt>
            <dd>{quote?.unitPrice ? money(quote.unitPrice) : '—'}</dd>
          </div>
          <div className={classes.quoteRow}>
            <dt>{t`Estimated fee`}</dt>
            <dd className={classes.fee} data-testid="quote-fee">
              {quote?.estimatedFee ? money(quote.estimatedFee) : '—'}
            </dd>
          </div>
        </dl>
        <Text size="xs" c="dimmed">
          {t`Volumetric weight = length × width × height (cm) / ${divisor}; chargeable weight = the larger of gross and volumetric weight, at least ${minimum} kg.`}
        </Text>
        {quote && !quote.unitPrice && country !== null && (
          <Text
            size="xs"
            c="dimmed"
          >{t`No price of this line fits this weight: the business manager quotes it.`}</Text>
        )}
        <Text size="xs" c="dimmed">
          {t`An estimate: the quote saved with the order is the final word, and the business manager confirms the fee.`}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A carton whose volume outweighs it is charged by volume: said under its fields. */
function VolumeWarning({
  carton,
  divisor,
}: {
  carton: ParcelValues['cartons'][number];
  divisor: number;
}) {
  const { t } = useLingui();
  const measures = cartonMeasures(carton);
  if (!measures || !volumeOutweighs(measures, divisor)) return null;
  const volumetric = formatNumber(round2(volumetricWeight(measures, divisor)));
  const gross = formatNumber(measures.grossWeight);
  return (
    <p className={classes.warn} role="status">
      {t`Volumetric weight ${volumetric} kg exceeds the gross weight ${gross} kg: this carton is charged by its volume.`}
    </p>
  );
}

export interface ParcelFormProps {
  line: ShipServiceDetail;
  fbaWarehouses: readonly ShipFbaWarehouse[];
  onSubmitted: (order: ShipOrder) => void;
}

/** The parcel order form (spec 2.9, 3, 5): cartons, destination, trade, value, contact, insurance. */
export default function ParcelForm({ line, fbaWarehouses, onSubmitted }: ParcelFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const tradeTypes = useQuery(shippingQueries.dictionary('TRADE_TYPE'));
  const transportPlans = useQuery(shippingQueries.dictionary('TRANSPORT_PLAN'));

  const form = useAppForm({
    defaultValues: defaults(line),
    rules: parcelSchema,
    keep: { key: KEEP_KEY, fields: PARCEL_KEPT_FIELDS },
    onSubmit: async ({ value }) => {
      const order = await saveShipOrder(toShipOrderInput(line.id, value), { silent: true });
      void queryClient.invalidateQueries({ queryKey: ['/shipOrder/list'] });
      onSubmitted(order);
    },
  });

  const confirmRemove = (index: number) => {
    const no = form.getFieldValue('cartons')[index]?.cartonNo ?? String(index + 1);
    return confirmIrreversible({
      title: t`Delete this carton?`,
      body: t`Carton ${no} and its measures are removed from the order.`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      close: t`Close`,
    });
  };

  const countryOptions = line.destinations.map((country) => ({
    value: country.code,
    label: country.name,
  }));
  const warehouseOf = (code: string | null) =>
    fbaWarehouses.find((warehouse) => warehouse.code === code);
  const divisor = line.volumeDivisor;

  return (
    <form.AppForm>
      <form.Form>
        <div className={classes.formGrid}>
          <Stack gap="lg">
            <form.AppField name="cartons" mode="array">
              {(field) => (
                <field.RepeatingGroup
                  legend={t`Cartons`}
                  rowLabel={(index) => {
                    const position = index + 1;
                    return t`Carton ${position}`;
                  }}
                  newRow={() => newCarton(nextCartonNo(form.getFieldValue('cartons')))}
                  addLabel={t`Add a carton`}
                  min={1}
                  max={200}
                  confirmRemove={confirmRemove}
                >
                  {(index) => (
                    <Stack gap="xs">
                      <div className={classes.cartonGrid}>
                        <form.AppField name={`cartons[${index}].cartonNo`}>
                          {(row) => (
                            <row.TextField label={t`Carton number`} withAsterisk maxLength={40} />
                          )}
                        </form.AppField>
                        <form.Subscribe selector={(state) => state.values.destinationType}>
                          {(type) =>
                            type === 'FBA' && (
                              <form.AppField name={`cartons[${index}].fbaLabel`}>
                                {(row) => (
                                  <row.TextField label={t`FBA carton label`} maxLength={40} />
                                )}
                              </form.AppField>
                            )
                          }
                        </form.Subscribe>
                        <form.AppField name={`cartons[${index}].trackingNo`}>
                          {(row) => (
                            <row.TextField label={t`Shipment tracking number`} maxLength={40} />
                          )}
                        </form.AppField>
                        <form.AppField name={`cartons[${index}].length`}>
                          {(row) => (
                            <row.TextField
                              label={t`Length (cm)`}
                              inputMode="decimal"
                              withAsterisk
                            />
                          )}
                        </form.AppField>
                        <form.AppField name={`cartons[${index}].width`}>
                          {(row) => (
                            <row.TextField label={t`Width (cm)`} inputMode="decimal" withAsterisk />
                          )}
                        </form.AppField>
                        <form.AppField name={`cartons[${index}].height`}>
                          {(row) => (
                            <row.TextField
                              label={t`Height (cm)`}
                              inputMode="decimal"
                              withAsterisk
                            />
                          )}
                        </form.AppField>
                        <form.AppField name={`cartons[${index}].grossWeight`}>
                          {(row) => (
                            <row.TextField
                              label={t`Gross weight (kg)`}
                              inputMode="decimal"
                              withAsterisk
                            />
                          )}
                        </form.AppField>
                      </div>
                      <form.Subscribe selector={(state) => state.values.cartons[index]}>
                        {(carton) => carton && <VolumeWarning carton={carton} divisor={divisor} />}
                      </form.Subscribe>
                    </Stack>
                  )}
                </field.RepeatingGroup>
              )}
            </form.AppField>

            <InTurn>
              <section className={classes.section} aria-labelledby="parcel-destination">
                <Title order={2} size="h4" id="parcel-destination">
                  {t`Destination`}
                </Title>
                <form.AppField
                  name="destinationType"
                  listeners={{ onChange: () => form.setFieldValue('fbaWarehouseCode', null) }}
                >
                  {(field) => (
                    <field.RadioField
                      label={t`Destination type`}
                      options={
                        line.fba
                          ? [
                              { value: 'FBA', label: t`Amazon FBA warehouse` },
                              { value: 'NON_FBA', label: t`Other address (non-FBA)` },
                            ]
                          : [{ value: 'NON_FBA', label: t`Other address (non-FBA)` }]
                      }
                    />
                  )}
                </form.AppField>
                <form.AppField
                  name="country"
                  listeners={{ onChange: () => form.setFieldValue('fbaWarehouseCode', null) }}
                >
                  {(field) => (
                    <field.SelectField
                      label={t`Consignee country`}
                      options={countryOptions}
                      withAsterisk
                    />
                  )}
                </form.AppField>
                <form.Subscribe
                  selector={(state) =>
                    [state.values.destinationType, state.values.country] as const
                  }
                >
                  {([type, country]) =>
                    type === 'FBA' ? (
                      <>
                        <form.AppField
                          name="fbaWarehouseCode"
                          listeners={{
                            onChange: ({ value }) => {
                              const warehouse = warehouseOf(value);
                              form.setFieldValue('state', warehouse?.state ?? '');
                              form.setFieldValue('city', warehouse?.city ?? '');
                              form.setFieldValue('postcode', warehouse?.postcode ?? '');
                              form.setFieldValue('address', warehouse?.address ?? '');
                            },
                          }}
                        >
                          {(field) => (
                            <field.SelectField
                              label={t`FBA warehouse code`}
                              description={country ? undefined : t`Choose the country first`}
                              options={fbaWarehouses
                                .filter((warehouse) => warehouse.country === country)
                                .map((warehouse) => ({
                                  value: warehouse.code,
                                  label: `${warehouse.code} · ${warehouse.city}, ${warehouse.state}`,
                                }))}
                              disabled={!country}
                              withAsterisk
                            />
                          )}
                        </form.AppField>
                        <form.Subscribe selector={(state) => state.values.fbaWarehouseCode}>
                          {(code) => {
                            const warehouse = warehouseOf(code);
                            return (
                              warehouse && (
                                <p className={classes.rule}>
                                  {`${warehouse.address}, ${warehouse.city}, ${warehouse.state} ${warehouse.postcode}`}
                                </p>
                              )
                            );
                          }}
                        </form.Subscribe>
                      </>
                    ) : (
                      <div className={classes.cartonGrid}>
                        <form.AppField name="state">
                          {(field) => (
                            <field.TextField
                              label={t`State / province`}
                              withAsterisk
                              maxLength={50}
                            />
                          )}
                        </form.AppField>
                        <form.AppField name="city">
                          {(field) => (
                            <field.TextField label={t`City`} withAsterisk maxLength={50} />
                          )}
                        </form.AppField>
                        <form.AppField name="postcode">
                          {(field) => (
                            <field.TextField
                              label={t`Postcode`}
                              withAsterisk
                              maxLength={20}
                              autoComplete="off"
                            />
                          )}
                        </form.AppField>
                      </div>
                    )
                  }
                </form.Subscribe>
                <form.Subscribe selector={(state) => state.values.destinationType}>
                  {(type) =>
                    type === 'NON_FBA' && (
                      <form.AppField name="address">
                        {(field) => (
                          <field.TextField label={t`Street address`} withAsterisk maxLength={200} />
                        )}
                      </form.AppField>
                    )
                  }
                </form.Subscribe>
                <div className={classes.cartonGrid}>
                  <form.AppField name="consigneeName">
                    {(field) => (
                      <field.TextField label={t`Consignee`} withAsterisk maxLength={100} />
                    )}
                  </form.AppField>
                  <form.AppField name="consigneePhone">
                    {(field) => (
                      <field.TextField label={t`Consignee phone`} type="tel" maxLength={30} />
                    )}
                  </form.AppField>
                </div>
              </section>
            </InTurn>

            <InTurn>
              <section className={classes.section} aria-labelledby="parcel-trade">
                <Title order={2} size="h4" id="parcel-trade">
                  {t`Trade and customs`}
                </Title>
                <div className={classes.cartonGrid}>
                  <form.AppField name="tradeType">
                    {(field) => (
                      <field.SelectField
                        label={t`Trade type`}
                        options={tradeTypes.data}
                        loading={tradeTypes.isPending}
                        withAsterisk
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="transportPlan">
                    {(field) => (
                      <field.SelectField
                        label={t`Transport plan`}
                        options={transportPlans.data}
                        loading={transportPlans.isPending}
                        withAsterisk
                      />
                    )}
                  </form.AppField>
                </div>
                <form.AppField name="customsDocuments" mode="array">
                  {(field) => (
                    <field.RepeatingGroup
                      legend={t`Customs documents`}
                      rowLabel={(index) => {
                        const position = index + 1;
                        return t`Document ${position}`;
                      }}
                      newRow={() => null}
                      addLabel={t`Add a document`}
                      max={9}
                    >
                      {(index) => (
                        <form.AppField name={`customsDocuments[${index}]`}>
                          {(row) => (
                            <row.FileField
                              biz="CUSTOMS_DOC"
                              upload={uploadFile}
                              label={t`Invoice, packing list or other document`}
                            />
                          )}
                        </form.AppField>
                      )}
                    </field.RepeatingGroup>
                  )}
                </form.AppField>
                <form.AppField name="ownOrder">
                  {(field) => <field.SwitchField label={t`These are my own goods (own order)`} />}
                </form.AppField>
                <form.AppField name="declaredValue">
                  {(field) => (
                    <field.TextField
                      label={t`Declared value (RMB)`}
                      description={t`At least RMB 1. It must not exceed the goods' actual value: compensation is by the actual value.`}
                      inputMode="decimal"
                      withAsterisk
                      w={280}
                    />
                  )}
                </form.AppField>
                <form.AppField name="remark">
                  {(field) => <field.TextareaField label={t`Remarks`} maxLength={500} />}
                </form.AppField>
              </section>
            </InTurn>

            <InTurn>
              <section className={classes.section} aria-labelledby="parcel-contact">
                <Title order={2} size="h4" id="parcel-contact">
                  {t`Contact`}
                </Title>
                <div className={classes.cartonGrid}>
                  <form.AppField name="contactName">
                    {(field) => (
                      <field.TextField
                        label={t`Contact name`}
                        autoComplete="name"
                        withAsterisk
                        maxLength={50}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="contactPhone">
                    {(field) => (
                      <field.PhoneField
                        label={t`Contact mobile`}
                        description={t`The business manager notifies you by SMS`}
                      />
                    )}
                  </form.AppField>
                </div>
              </section>
            </InTurn>

            <InTurn>
              <section className={classes.section} aria-labelledby="parcel-insurance">
                <Title order={2} size="h4" id="parcel-insurance">
                  {t`Insurance rules`}
                </Title>
                <SafeHtml html={line.insuranceRules} placeholderHeight={60} />
                <form.AppField name="insuranceAgreed">
                  {(field) => (
                    <field.CheckboxField label={t`I have read and agree to the insurance rules`} />
                  )}
                </form.AppField>
              </section>
            </InTurn>
          </Stack>
          <div className={classes.side}>
            <form.Subscribe
              selector={(state) =>
                [state.values.cartons, state.values.country, state.values.postcode] as const
              }
            >
              {([cartons, country, postcode]) => (
                <QuoteBox line={line} country={country} postcode={postcode} cartons={cartons} />
              )}
            </form.Subscribe>
            <form.SubmitButton size="md" fullWidth>
              {t`Submit order`}
            </form.SubmitButton>
          </div>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
