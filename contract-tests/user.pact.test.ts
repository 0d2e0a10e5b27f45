import {
  failure,
  get,
  interaction,
  ok,
  postForm,
  postJson,
  withoutSession,
} from './support/consumer';
import { describe, it } from 'vitest';
import {
  bindEmail,
  bindNewPhone,
  deleteAccount,
  getUserProfile,
  sendBindEmailSmsCode,
  sendBindNewPhoneSmsCode,
  sendDeleteAccountSmsCode,
  sendUnbindPhoneSmsCode,
  updateUserProfile,
} from '@/api/gen/user/user';
import { smsCodeSent, userProfile } from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const CODE_TO_DEMO = 'SMS code 123456 was sent to 13812345678';
const CODE_TO_NEW_PHONE = 'SMS code 123456 was sent to 13900001111';
const NEW_PHONE_FREE = 'no account uses username newseller or phone 13900001111';

const profileUpdate = {
  nickname: 'Li Ming',
  accountType: 'ENTERPRISE',
  company: '深圳市跨越贸易有限公司',
  mainPlatforms: ['AMAZON', 'SHOPEE'],
  mainCategories: ['HOME_GARDEN'],
  region: '440300',
  address: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
} as const;

describe('user', () => {
  it('getUserProfile', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'getUserProfile: the profile of the session user',
      request: get('/user/info'),
      response: ok(userProfile),
      call: () => getUserProfile(),
    }));

  it('getUserProfile: 512', () =>
    withoutSession('getUserProfile', get('/user/info'), () => getUserProfile()));

  it('updateUserProfile', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'updateUserProfile: a change of nickname, account type and main business',
      request: postJson('/user/update', { ...profileUpdate }),
      response: ok(userProfile),
      call: () =>
        updateUserProfile({
          ...profileUpdate,
          mainPlatforms: [...profileUpdate.mainPlatforms],
          mainCategories: [...profileUpdate.mainCategories],
        }),
    }));

  it('updateUserProfile: 512', () =>
    withoutSession('updateUserProfile', postJson('/user/update', { nickname: 'Li Ming' }), () =>
      updateUserProfile({ nickname: 'Li Ming' }),
    ));

  it('deleteAccount', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has no paid order awaiting completion', CODE_TO_DEMO],
      uponReceiving: 'deleteAccount: a cancellation with the right SMS code',
      request: postForm('/user/delete', { smsCode: '123456' }),
      response: ok(null),
      call: () => deleteAccount({ smsCode: '123456' }),
    }));

  it('deleteAccount: refused while a paid order is not completed', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has a paid order awaiting completion', CODE_TO_DEMO],
      uponReceiving: 'deleteAccount: a cancellation while a paid order is not completed',
      request: postForm('/user/delete', { smsCode: '123456' }),
      response: failure('The account has paid orders that are not completed yet'),
      call: () => deleteAccount({ smsCode: '123456' }),
    }));

  it('deleteAccount: 512', () =>
    withoutSession('deleteAccount', postForm('/user/delete', { smsCode: '123456' }), () =>
      deleteAccount({ smsCode: '123456' }),
    ));

  it('sendBindEmailSmsCode', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'sendBindEmailSmsCode: a code to the current phone before changing the e-mail',
      request: get('/user/bindEmailSmsCode'),
      response: ok(smsCodeSent),
      call: () => sendBindEmailSmsCode(),
    }));

  it('sendBindEmailSmsCode: 512', () =>
    withoutSession('sendBindEmailSmsCode', get('/user/bindEmailSmsCode'), () =>
      sendBindEmailSmsCode(),
    ));

  it('bindEmail', () =>
    interaction({
      given: [LOGGED_IN, CODE_TO_DEMO],
      uponReceiving: 'bindEmail: a new e-mail with the right SMS code',
      request: postForm('/user/bindEmail', {
        email: 'new.mail@kuayue-trade.com',
        smsCode: '123456',
      }),
      response: ok(null),
      call: () => bindEmail({ email: 'new.mail@kuayue-trade.com', smsCode: '123456' }),
    }));

  it('bindEmail: a wrong SMS code is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, CODE_TO_DEMO],
      uponReceiving: 'bindEmail: a new e-mail with a wrong SMS code',
      request: postForm('/user/bindEmail', {
        email: 'new.mail@kuayue-trade.com',
        smsCode: '000000',
      }),
      response: failure('The SMS code is wrong or has expired'),
      call: () => bindEmail({ email: 'new.mail@kuayue-trade.com', smsCode: '000000' }),
    }));

  it('bindEmail: 512', () =>
    withoutSession(
      'bindEmail',
      postForm('/user/bindEmail', { email: 'new.mail@kuayue-trade.com', smsCode: '123456' }),
      () => bindEmail({ email: 'new.mail@kuayue-trade.com', smsCode: '123456' }),
    ));

  it('sendUnbindPhoneSmsCode', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving:
        'sendUnbindPhoneSmsCode: a code to the current phone before changing the phone',
      request: get('/user/relieveSmsCode'),
      response: ok(smsCodeSent),
      call: () => sendUnbindPhoneSmsCode(),
    }));

  it('sendUnbindPhoneSmsCode: 512', () =>
    withoutSession('sendUnbindPhoneSmsCode', get('/user/relieveSmsCode'), () =>
      sendUnbindPhoneSmsCode(),
    ));

  it('sendBindNewPhoneSmsCode', () =>
    interaction({
      given: [LOGGED_IN, CODE_TO_DEMO, NEW_PHONE_FREE],
      uponReceiving: 'sendBindNewPhoneSmsCode: a code to a free new phone',
      request: get('/user/bindNewSmsCode', { phone: '13900001111', oldSmsCode: '123456' }),
      response: ok(smsCodeSent),
      call: () => sendBindNewPhoneSmsCode({ phone: '13900001111', oldSmsCode: '123456' }),
    }));

  it("sendBindNewPhoneSmsCode: another account's phone is refused with a message", () =>
    interaction({
      given: [LOGGED_IN, CODE_TO_DEMO, 'user lihua exists with phone 13987654321'],
      uponReceiving: "sendBindNewPhoneSmsCode: a code to another account's phone",
      request: get('/user/bindNewSmsCode', { phone: '13987654321', oldSmsCode: '123456' }),
      response: failure('This phone number is already registered'),
      call: () => sendBindNewPhoneSmsCode({ phone: '13987654321', oldSmsCode: '123456' }),
    }));

  it('sendBindNewPhoneSmsCode: 512', () =>
    withoutSession(
      'sendBindNewPhoneSmsCode',
      get('/user/bindNewSmsCode', { phone: '13900001111', oldSmsCode: '123456' }),
      () => sendBindNewPhoneSmsCode({ phone: '13900001111', oldSmsCode: '123456' }),
    ));

  it('bindNewPhone', () =>
    interaction({
      given: [LOGGED_IN, CODE_TO_DEMO, NEW_PHONE_FREE, CODE_TO_NEW_PHONE],
      uponReceiving: 'bindNewPhone: a new phone with both right SMS codes',
      request: postForm('/user/bindNewPhone', {
        oldSmsCode: '123456',
        phone: '13900001111',
        smsCode: '123456',
      }),
      response: ok(null),
      call: () => bindNewPhone({ oldSmsCode: '123456', phone: '13900001111', smsCode: '123456' }),
    }));

  it('bindNewPhone: a wrong code of the new phone is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, CODE_TO_DEMO, NEW_PHONE_FREE, CODE_TO_NEW_PHONE],
      uponReceiving: 'bindNewPhone: a new phone with a wrong SMS code',
      request: postForm('/user/bindNewPhone', {
        oldSmsCode: '123456',
        phone: '13900001111',
        smsCode: '000000',
      }),
      response: failure('The SMS code is wrong or has expired'),
      call: () => bindNewPhone({ oldSmsCode: '123456', phone: '13900001111', smsCode: '000000' }),
    }));

  it('bindNewPhone: 512', () =>
    withoutSession(
      'bindNewPhone',
      postForm('/user/bindNewPhone', {
        oldSmsCode: '123456',
        phone: '13900001111',
        smsCode: '123456',
      }),
      () => bindNewPhone({ oldSmsCode: '123456', phone: '13900001111', smsCode: '123456' }),
    ));

  it('sendDeleteAccountSmsCode', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving:
        'sendDeleteAccountSmsCode: a code to the current phone before cancelling the account',
      request: get('/user/deleteSmsCode'),
      response: ok(smsCodeSent),
      call: () => sendDeleteAccountSmsCode(),
    }));

  it('sendDeleteAccountSmsCode: 512', () =>
    withoutSession('sendDeleteAccountSmsCode', get('/user/deleteSmsCode'), () =>
      sendDeleteAccountSmsCode(),
    ));
});
