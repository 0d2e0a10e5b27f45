import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { ShipDestinationType, ShipOrderInput } from '@/api/gen/model';
import {
  saveShipOrderBodyAddressMax,
  saveShipOrderBodyCartonsItemCartonNoMax,
  saveShipOrderBodyCartonsItemFbaLabelMax,
  saveShipOrderBodyCartonsItemTrackingNoMax,
  saveShipOrderBodyCartonsMax,
  saveShipOrderBodyCityMax,
  saveShipOrderBodyConsigneeNameMax,
  saveShipOrderBodyConsigneePhoneMax,
  saveShipOrderBodyContactNameMax,
  saveShipOrderBodyPostcodeMax,
  saveShipOrderBodyRemarkMax,
  saveShipOrderBodyStateMax,
} from '@/api/zod/logistics/logistics.zod';
import { isMainlandMobile, mainlandMobile } from '@/lib/phone';
import { parseMeasure } from './quote';

/*
 * The parcel order form (spec sections 3 and 5) with translated messages; limits from the
 * generated request schema so that form and API cannot disagree. Factories: `t` reads the language
 * when called.
 */

/** The least declared value in RMB (spec section 9). */
export const MIN_DECLARED_VALUE = 1;

export interface CartonValues {
  cartonNo: string;
  fbaLabel: string;
  trackingNo: string;
  length: string;
  width: string;
  height: string;
  grossWeight: string;
}

export interface ParcelValues {
  cartons: CartonValues[];
  destinationType: ShipDestinationType;
  country: string | null;
  fbaWarehouseCode: string | null;
  state: string;
  city: string;
  postcode: string;
  address: string;
  consigneeName: string;
  consigneePhone: string;
  tradeType: string | null;
  transportPlan: string | null;
  customsDocuments: (string | null)[];
  remark: string;
  ownOrder: boolean;
  declaredValue: string;
  contactName: string;
  contactPhone: string;
  insuranceAgreed: boolean;
}

/** What the form keeps across the code-512 re-login: everything typed (no secret among it). */
export const PARCEL_KEPT_FIELDS = [
  'cartons',
  'destinationType',
  'country',
  'fbaWarehouseCode',
  'state',
  'city',
  'postcode',
  'address',
  'consigneeName',
  'consigneePhone',
  'tradeType',
  'transportPlan',
  'customsDocuments',
  'remark',
  'ownOrder',
  'declaredValue',
  'contactName',
  'contactPhone',
  'insuranceAgreed',
] as const satisfies readonly (keyof ParcelValues)[];

export function newCarton(cartonNo: string): CartonValues {
  return {
    cartonNo,
    fbaLabel: '',
    trackingNo: '',
    length: '',
    width: '',
    height: '',
    grossWeight: '',
  };
}

/** The next free carton number: one more than the largest numeric one. */
export function nextCartonNo(cartons: readonly CartonValues[]): string {
  const numbers = cartons.map((carton) => Number(carton.cartonNo.trim())).filter(Number.isInteger);
  return String(Math.max(0, ...numbers) + 1);
}

/** The declared value as typed: a number of RMB with at most two decimals, or null. */
export function parseDeclaredValue(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

function text(max: number, tooLong: string) {
  return z.string().check(z.maxLength(max, tooLong));
}

function measure(missing: string) {
  return z.string().check(z.refine((typed) => parseMeasure(typed) !== null, missing));
}

export function parcelSchema() {
  const cartonNoMax = saveShipOrderBodyCartonsItemCartonNoMax;
  const labelMax = saveShipOrderBodyCartonsItemFbaLabelMax;
  const trackingMax = saveShipOrderBodyCartonsItemTrackingNoMax;
  const cartonsMax = saveShipOrderBodyCartonsMax;
  const stateMax = saveShipOrderBodyStateMax;
  const cityMax = saveShipOrderBodyCityMax;
  const postcodeMax = saveShipOrderBodyPostcodeMax;
  const addressMax = saveShipOrderBodyAddressMax;
  const consigneeMax = saveShipOrderBodyConsigneeNameMax;
  const consigneePhoneMax = saveShipOrderBodyConsigneePhoneMax;
  const contactMax = saveShipOrderBodyContactNameMax;
  const remarkMax = saveShipOrderBodyRemarkMax;
  const tooLong = (max: number) => t`At most ${max} characters`;
  const sizeMessage = t`Enter a number above 0`;

  const carton = z.object({
    cartonNo: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter the carton number`),
        z.maxLength(cartonNoMax, tooLong(cartonNoMax)),
      ),
    fbaLabel: text(labelMax, tooLong(labelMax)),
    trackingNo: text(trackingMax, tooLong(trackingMax)),
    length: measure(sizeMessage),
    width: measure(sizeMessage),
    height: measure(sizeMessage),
    grossWeight: measure(sizeMessage),
  });

  return z
    .object({
      cartons: z
        .array(carton)
        .check(
          z.minLength(1, t`Add at least one carton`),
          z.maxLength(cartonsMax, t`At most ${cartonsMax} cartons per order`),
        ),
      destinationType: z.enum(['FBA', 'NON_FBA']),
      country: z
        .nullable(z.string())
        .check(z.refine((value) => value !== null, t`Please choose the destination country`)),
      fbaWarehouseCode: z.nullable(z.string()),
      state: text(stateMax, tooLong(stateMax)),
      city: text(cityMax, tooLong(cityMax)),
      postcode: text(postcodeMax, tooLong(postcodeMax)),
      address: text(addressMax, tooLong(addressMax)),
      consigneeName: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t`Please enter the consignee`),
          z.maxLength(consigneeMax, tooLong(consigneeMax)),
        ),
      consigneePhone: text(consigneePhoneMax, tooLong(consigneePhoneMax)),
      tradeType: z
        .nullable(z.string())
        .check(z.refine((value) => value !== null, t`Please choose the trade type`)),
      transportPlan: z
        .nullable(z.string())
        .check(z.refine((value) => value !== null, t`Please choose the transport plan`)),
      customsDocuments: z.array(z.nullable(z.string())),
      remark: text(remarkMax, tooLong(remarkMax)),
      ownOrder: z.boolean(),
      declaredValue: z.string().check(
        z.refine((typed) => typed.trim() !== '', t`Please enter the declared value`),
        z.refine(
          (typed) => {
            if (typed.trim() === '') return true;
            const value = parseDeclaredValue(typed);
            return value !== null && value >= MIN_DECLARED_VALUE;
          },
          t`The declared value must be at least RMB 1`,
        ),
      ),
      contactName: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t`Please enter the contact`),
          z.maxLength(contactMax, tooLong(contactMax)),
        ),
      contactPhone: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t`Please enter the phone number`),
          z.refine(isMainlandMobile, t`Incorrect phone number`),
        ),
      insuranceAgreed: z
        .boolean()
        .check(z.refine((agreed) => agreed, t`Please read and agree to the insurance rules`)),
    })
    .check(
      z.superRefine<ParcelValues>((values, ctx) => {
        const need = (path: keyof ParcelValues, message: string) =>
          ctx.addIssue({ code: 'custom', message, path: [path] });
        if (values.destinationType === 'FBA') {
          if (!values.fbaWarehouseCode) need('fbaWarehouseCode', t`Choose an FBA warehouse code`);
        } else {
          if (!values.state.trim()) need('state', t`Please enter the state or province`);
          if (!values.city.trim()) need('city', t`Please enter the city`);
          if (!values.postcode.trim()) need('postcode', t`Please enter the postcode`);
          if (!values.address.trim()) need('address', t`Please enter the street address`);
        }
        const seen = new Set<string>();
        values.cartons.forEach((item, index) => {
          const no = item.cartonNo.trim();
          if (no && seen.has(no))
            ctx.addIssue({
              code: 'custom',
              message: t`Carton number ${no} is used twice`,
              path: ['cartons', index, 'cartonNo'],
            });
          seen.add(no);
        });
      }),
    );
}

const orNull = (typed: string) => typed.trim() || null;

/** The request body of what the form holds (after its rules passed). */
export function toShipOrderInput(shipServiceId: number, values: ParcelValues): ShipOrderInput {
  const fba = values.destinationType === 'FBA';
  return {
    shipServiceId,
    cartons: values.cartons.map((carton) => ({
      cartonNo: carton.cartonNo.trim(),
      fbaLabel: fba ? orNull(carton.fbaLabel) : null,
      trackingNo: orNull(carton.trackingNo),
      length: parseMeasure(carton.length) ?? 0,
      width: parseMeasure(carton.width) ?? 0,
      height: parseMeasure(carton.height) ?? 0,
      grossWeight: parseMeasure(carton.grossWeight) ?? 0,
    })),
    destinationType: values.destinationType,
    country: values.country ?? '',
    fbaWarehouseCode: fba ? values.fbaWarehouseCode : null,
    state: values.state.trim(),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    address: orNull(values.address),
    tradeType: values.tradeType ?? '',
    customsDocuments: values.customsDocuments.filter((url): url is string => url !== null),
    remark: orNull(values.remark),
    ownOrder: values.ownOrder,
    declaredValue: parseDeclaredValue(values.declaredValue) ?? 0,
    transportPlan: values.transportPlan ?? '',
    consigneeName: values.consigneeName.trim(),
    consigneePhone: orNull(values.consigneePhone),
    contactName: values.contactName.trim(),
    contactPhone: mainlandMobile(values.contactPhone) ?? values.contactPhone.trim(),
    insuranceAgreed: true,
  };
}
