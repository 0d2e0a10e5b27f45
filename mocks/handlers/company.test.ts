import { describe, expect, it } from 'vitest';
import {
  getCompanyAttestation,
  saveCompanyAttestation,
  updateCompanyAttestation,
} from '../../src/api/gen/company/company';
import { uploadFile } from '../../src/api/gen/files/files';
import { getUserProfile } from '../../src/api/gen/user/user';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';
import { pngFile } from '../test/fixtures';

const SUBMISSION = {
  creditCode: '91330106MA2H3L6K0Q',
  companyName: '杭州云帆贸易有限公司',
  legalPerson: '李华',
  businessTermEnd: null,
  longTerm: true,
};

describe('company handlers', () => {
  useMockServer();

  it('saves a certification, reads it back, refuses a second save and resubmits with update', async () => {
    await signIn('lihua', 'lihua123');
    expect(await getCompanyAttestation()).toBeNull();
    const licence = await uploadFile({ file: pngFile('licence.png'), biz: 'LICENSE' });
    const saved = await saveCompanyAttestation({ ...SUBMISSION, licenseImage: licence.url });
    expect(saved).toMatchObject({
      ...SUBMISSION,
      status: 'PENDING_REVIEW',
      reviewTime: null,
      rejectReason: null,
    });
    expect(await getCompanyAttestation()).toEqual(saved);
    expect((await getUserProfile()).certificationStatus).toBe('NOT_CERTIFIED');
    speak('en_US');
    expect(
      (await failure(saveCompanyAttestation({ ...SUBMISSION, licenseImage: licence.url }, SILENT)))
        .message,
    ).toBe('You have already submitted a certification; edit and resubmit it instead');
    const updated = await updateCompanyAttestation({
      ...SUBMISSION,
      id: saved.id,
      longTerm: false,
      businessTermEnd: '2046-05-31',
      licenseImage: licence.url,
    });
    expect(updated).toMatchObject({
      id: saved.id,
      longTerm: false,
      businessTermEnd: '2046-05-31',
      status: 'PENDING_REVIEW',
    });
    expect(await getCompanyAttestation()).toEqual(updated);
  });

  it('validates credit code, business term and licence with translated messages', async () => {
    await signIn('lihua', 'lihua123');
    const licence = await uploadFile({ file: pngFile('licence.png'), biz: 'LICENSE' });
    const input = { ...SUBMISSION, licenseImage: licence.url };
    speak('en_US');
    expect(
      (
        await failure(
          saveCompanyAttestation({ ...input, creditCode: '91440300MA5G2KQ81B' }, SILENT),
        )
      ).message,
    ).toBe('The unified social credit code is not valid');
    expect(
      (
        await failure(
          saveCompanyAttestation({ ...input, creditCode: '91440300MA5G2KQ816' }, SILENT),
        )
      ).message,
    ).toBe('This credit code is certified or under review for another account');
    expect(
      (await failure(saveCompanyAttestation({ ...input, longTerm: false }, SILENT))).message,
    ).toBe('Business term end is required');
    expect(
      (
        await failure(
          saveCompanyAttestation(
            { ...input, longTerm: false, businessTermEnd: '2020-01-01' },
            SILENT,
          ),
        )
      ).message,
    ).toBe('The business term has already ended');
    speak('zh_HK');
    expect(
      (
        await failure(
          saveCompanyAttestation({ ...input, licenseImage: 'https://example.com/x.jpg' }, SILENT),
        )
      ).message,
    ).toBe('請先上傳營業執照圖片');
    expect(await getCompanyAttestation()).toBeNull();
  });

  it('shows demo as certified', async () => {
    await signInAsDemo();
    expect(await getCompanyAttestation()).toMatchObject({ status: 'CERTIFIED', longTerm: true });
    expect((await getUserProfile()).certificationStatus).toBe('CERTIFIED');
  });
});
