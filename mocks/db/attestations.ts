/**
 * Enterprise certifications, one per user at most. Seeded: demo is CERTIFIED; the second user has
 * none. Offline nobody reviews a submission: it stays PENDING_REVIEW (the review states are seeded
 * and can be set by provider states with `attestations.update`).
 */
import type { CompanyAttestationStatus } from '../../src/api/gen/model';
import { l10n, type L10n } from '../lib/l10n';
import { defineCollection } from './store';
import { DEMO_LICENSE_URL } from './uploads';
import { DEMO_USER_ID } from './users';

export interface AttestationRow {
  id: number;
  userId: number;
  creditCode: string;
  companyName: string;
  legalPerson: string;
  businessTermEnd: string | null;
  longTerm: boolean;
  licenseImage: string;
  status: CompanyAttestationStatus;
  submitTime: string;
  reviewTime: string | null;
  rejectReason: L10n | null;
}

export const attestations = defineCollection<AttestationRow>('attestations', (seed) => [
  {
    id: 1,
    userId: DEMO_USER_ID,
    creditCode: '91440300MA5G2KQ816',
    companyName: '深圳市跨越贸易有限公司',
    legalPerson: '李明',
    businessTermEnd: null,
    longTerm: true,
    licenseImage: DEMO_LICENSE_URL,
    status: 'CERTIFIED',
    submitTime: seed.daysAgo(398.2),
    reviewTime: seed.daysAgo(396.9),
    rejectReason: null,
  },
]);

/** A sample reason for provider states and tests that need a REJECTED submission. */
export const SAMPLE_REJECT_REASON = l10n(
  '营业执照图片模糊，请重新上传清晰的原件照片',
  '營業執照圖片模糊，請重新上傳清晰的原件照片',
  'The business licence image is blurred; please upload a clear photo of the original',
  'A imagem da licença comercial está desfocada; carregue uma fotografia nítida do original',
);

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015: pattern and check digit of a unified social credit code. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + CODE_CHARS.indexOf(code.charAt(index)) * weight,
    0,
  );
  const check = (31 - (sum % 31)) % 31;
  return CODE_CHARS.charAt(check) === code.charAt(17);
}

export function attestationOf(userId: number): Readonly<AttestationRow> | undefined {
  return attestations.find((row) => row.userId === userId);
}
