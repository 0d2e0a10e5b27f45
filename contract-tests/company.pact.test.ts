import {
  failure,
  get,
  interaction,
  ok,
  patchJson,
  postJson,
  withoutSession,
} from './support/consumer';
import { describe, it } from 'vitest';
import {
  getCompanyAttestation,
  saveCompanyAttestation,
  updateCompanyAttestation,
} from '@/api/gen/company/company';
import { companyAttestation, dateTime, text } from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const LICENCE_UPLOADED =
  'user demo uploaded https://files.portal.test/license/1/business-licence.jpg';

const submission = {
  creditCode: '91440300MA5G2KQ816',
  companyName: '深圳市跨越贸易有限公司',
  legalPerson: '李明',
  businessTermEnd: '2046-05-31',
  longTerm: false,
  licenseImage: 'https://files.portal.test/license/1/business-licence.jpg',
};

describe('company', () => {
  it('saveCompanyAttestation', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has no enterprise certification', LICENCE_UPLOADED],
      uponReceiving: 'saveCompanyAttestation: a first submission',
      request: postJson('/companyAttestation/save', submission),
      response: ok(companyAttestation('PENDING_REVIEW')),
      call: () => saveCompanyAttestation(submission),
    }));

  it('saveCompanyAttestation: refused when one was submitted before', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has a certified enterprise certification 1'],
      uponReceiving: 'saveCompanyAttestation: a second submission',
      request: postJson('/companyAttestation/save', submission),
      response: failure('An enterprise certification was already submitted; update it instead'),
      call: () => saveCompanyAttestation(submission),
    }));

  it('saveCompanyAttestation: 512', () =>
    withoutSession('saveCompanyAttestation', postJson('/companyAttestation/save', submission), () =>
      saveCompanyAttestation(submission),
    ));

  it('updateCompanyAttestation', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has a rejected enterprise certification 1', LICENCE_UPLOADED],
      uponReceiving: 'updateCompanyAttestation: a resubmission after a rejection',
      request: patchJson('/companyAttestation/update', { id: 1, ...submission }),
      response: ok(companyAttestation('PENDING_REVIEW')),
      call: () => updateCompanyAttestation({ id: 1, ...submission }),
    }));

  it('updateCompanyAttestation: 512', () =>
    withoutSession(
      'updateCompanyAttestation',
      patchJson('/companyAttestation/update', { id: 1, ...submission }),
      () => updateCompanyAttestation({ id: 1, ...submission }),
    ));

  it('getCompanyAttestation: a certified one', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has a certified enterprise certification 1'],
      uponReceiving: 'getCompanyAttestation: a certified certification',
      request: get('/companyAttestation/info'),
      response: ok({
        ...companyAttestation('CERTIFIED'),
        reviewTime: dateTime('2026-11-19 09:00:00'),
      }),
      call: () => getCompanyAttestation(),
    }));

  it('getCompanyAttestation: a rejected one, with the reason', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has a rejected enterprise certification 1'],
      uponReceiving: 'getCompanyAttestation: a rejected certification',
      request: get('/companyAttestation/info'),
      response: ok({
        ...companyAttestation('REJECTED'),
        reviewTime: dateTime('2026-11-19 09:00:00'),
        rejectReason: text('The licence image is blurred'),
      }),
      call: () => getCompanyAttestation(),
    }));

  it('getCompanyAttestation: null when none was submitted', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has no enterprise certification'],
      uponReceiving: 'getCompanyAttestation: no certification yet',
      request: get('/companyAttestation/info'),
      response: ok(null),
      call: () => getCompanyAttestation(),
    }));

  it('getCompanyAttestation: 512', () =>
    withoutSession('getCompanyAttestation', get('/companyAttestation/info'), () =>
      getCompanyAttestation(),
    ));
});
