import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountType, CertificationStatus, CompanyAttestationStatus } from '@/api/gen/model';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageDescriptor> = {
  INDIVIDUAL: msg`Individual`,
  ENTERPRISE: msg`Enterprise`,
};

export const CERTIFICATION_LABELS: Record<CertificationStatus, MessageDescriptor> = {
  CERTIFIED: msg`Certified`,
  NOT_CERTIFIED: msg`Not certified`,
};

// Dark shades: outline badge text keeps at least 4.5:1 on white (WCAG AA).
export const ATTESTATION_STATUS: Record<
  CompanyAttestationStatus,
  { label: MessageDescriptor; color: string }
> = {
  PENDING_REVIEW: { label: msg`Under review`, color: 'blue.8' },
  CERTIFIED: { label: msg`Certified`, color: 'teal.9' },
  REJECTED: { label: msg`Rejected`, color: 'red.9' },
};
