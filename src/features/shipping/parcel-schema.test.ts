import { describe, expect, it } from 'vitest';
import {
  newCarton,
  nextCartonNo,
  parcelSchema,
  parseDeclaredValue,
  toShipOrderInput,
  type ParcelValues,
} from './parcel-schema';

const valid = (overrides: Partial<ParcelValues> = {}): ParcelValues => ({
  cartons: [
    { ...newCarton('1'), length: '60', width: '40', height: '45', grossWeight: '18.6' },
    {
      ...newCarton('2'),
      fbaLabel: ' FBA15GB7HJ2PU000002 ',
      length: '60',
      width: '40',
      height: '45',
      grossWeight: '19,2',
    },
  ],
  destinationType: 'FBA',
  country: 'GB',
  fbaWarehouseCode: 'BHX4',
  state: 'West Midlands',
  city: 'Coventry',
  postcode: 'CV6 4BX',
  address: 'Plot 1, Lyons Park, Sayer Dr',
  consigneeName: 'Amazon UK Services Ltd.',
  consigneePhone: '',
  tradeType: 'GENERAL_TRADE',
  transportPlan: 'SEA',
  customsDocuments: [null, 'https://img.example.com/customs/invoice.pdf'],
  remark: '',
  ownOrder: true,
  declaredValue: '3680',
  contactName: '李明',
  contactPhone: '138 1234 5678',
  insuranceAgreed: true,
  ...overrides,
});

/** The messages of the fields the rules refuse, by path. */
function refusals(values: ParcelValues): Record<string, string> {
  const result = parcelSchema().safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the parcel form rules', () => {
  it('accept a complete FBA order', () => {
    expect(refusals(valid())).toEqual({});
  });

  it('refuse a declared value under 1 RMB with the rule, and a missing one', () => {
    expect(refusals(valid({ declaredValue: '0.5' }))).toEqual({
      declaredValue: 'The declared value must be at least RMB 1',
    });
    expect(refusals(valid({ declaredValue: '1' }))).toEqual({});
    expect(refusals(valid({ declaredValue: '12.345' })).declaredValue).toBe(
      'The declared value must be at least RMB 1',
    );
    expect(refusals(valid({ declaredValue: ' ' })).declaredValue).toBe(
      'Please enter the declared value',
    );
  });

  it('need the insurance rules agreed, a contact and a valid mobile', () => {
    const refused = refusals(
      valid({ insuranceAgreed: false, contactName: ' ', contactPhone: '12345' }),
    );
    expect(refused).toEqual({
      insuranceAgreed: 'Please read and agree to the insurance rules',
      contactName: 'Please enter the contact',
      contactPhone: 'Incorrect phone number',
    });
  });

  it('need the FBA warehouse for FBA, the address for other destinations', () => {
    expect(refusals(valid({ fbaWarehouseCode: null }))).toEqual({
      fbaWarehouseCode: 'Choose an FBA warehouse code',
    });
    expect(
      refusals(
        valid({ destinationType: 'NON_FBA', state: '', city: '', postcode: '', address: '' }),
      ),
    ).toEqual({
      state: 'Please enter the state or province',
      city: 'Please enter the city',
      postcode: 'Please enter the postcode',
      address: 'Please enter the street address',
    });
  });

  it('need every measure above 0 and distinct carton numbers', () => {
    const [first, second] = valid().cartons;
    if (!first || !second) throw new Error('two cartons expected');
    expect(
      refusals(
        valid({
          cartons: [
            { ...first, height: '0' },
            { ...second, cartonNo: '1' },
          ],
        }),
      ),
    ).toEqual({
      'cartons.0.height': 'Enter a number above 0',
      'cartons.1.cartonNo': 'Carton number 1 is used twice',
    });
    expect(refusals(valid({ cartons: [] }))).toEqual({ cartons: 'Add at least one carton' });
  });
});

describe('carton numbers and values', () => {
  it('numbers a new carton after the largest one', () => {
    expect(nextCartonNo([newCarton('1'), newCarton('2')])).toBe('3');
    expect(nextCartonNo([newCarton('1'), newCarton('5'), newCarton('A-7')])).toBe('6');
    expect(nextCartonNo([])).toBe('1');
  });

  it('reads a declared value with at most two decimals', () => {
    expect(parseDeclaredValue('36800')).toBe(36800);
    expect(parseDeclaredValue(' 99,5 ')).toBe(99.5);
    expect(parseDeclaredValue('1.234')).toBeNull();
    expect(parseDeclaredValue('abc')).toBeNull();
  });
});

describe('the request body', () => {
  it('sends numbers, trimmed text and only uploaded documents', () => {
    const body = toShipOrderInput(706, valid());
    expect(body).toMatchObject({
      shipServiceId: 706,
      destinationType: 'FBA',
      country: 'GB',
      fbaWarehouseCode: 'BHX4',
      declaredValue: 3680,
      contactPhone: '13812345678',
      consigneePhone: null,
      remark: null,
      customsDocuments: ['https://img.example.com/customs/invoice.pdf'],
      insuranceAgreed: true,
      ownOrder: true,
    });
    expect(body.cartons[1]).toEqual({
      cartonNo: '2',
      fbaLabel: 'FBA15GB7HJ2PU000002',
      trackingNo: null,
      length: 60,
      width: 40,
      height: 45,
      grossWeight: 19.2,
    });
  });

  it('drops FBA fields for another address', () => {
    const body = toShipOrderInput(
      710,
      valid({ destinationType: 'NON_FBA', country: 'MY', fbaWarehouseCode: 'BHX4' }),
    );
    expect(body.fbaWarehouseCode).toBeNull();
    expect(body.cartons.every((carton) => carton.fbaLabel === null)).toBe(true);
    expect(body.address).toBe('Plot 1, Lyons Park, Sayer Dr');
  });
});
