import { describe, expect, it } from 'vitest';
import { getSessionUser, login, register } from '../../src/api/gen/auth/auth';
import { uploadFile } from '../../src/api/gen/files/files';
import {
  bindEmail,
  bindNewPhone,
  deleteAccount,
  getUserProfile,
  sendBindNewPhoneSmsCode,
  sendDeleteAccountSmsCode,
  updateUserProfile,
} from '../../src/api/gen/user/user';
import { pngFile } from '../test/fixtures';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';

describe('user handlers', () => {
  useMockServer();

  it('answers the full profile and applies partial updates', async () => {
    await signInAsDemo();
    const profile = await getUserProfile();
    expect(profile).toMatchObject({
      username: 'demo',
      phone: '13812345678',
      accountType: 'ENTERPRISE',
      member: true,
      memberLevel: '金牌会员',
      certificationStatus: 'CERTIFIED',
    });
    const avatar = await uploadFile({ file: pngFile(), biz: 'AVATAR' });
    const updated = await updateUserProfile({
      nickname: '李总',
      avatar: avatar.url,
      region: '330100',
      company: null,
    });
    expect(updated).toMatchObject({
      nickname: '李总',
      avatar: avatar.url,
      region: '330100',
      company: null,
    });
    expect(updated.mainPlatforms).toEqual(profile.mainPlatforms);
    expect((await getSessionUser()).nickname).toBe('李总');
    speak('en_US');
    expect((await getUserProfile()).memberLevel).toBe('Gold member');
    expect((await failure(updateUserProfile({ region: '999999' }, SILENT))).message).toBe(
      'Region is invalid',
    );
    expect(
      (await failure(updateUserProfile({ mainPlatforms: ['AMAZON', 'MARS'] }, SILENT))).message,
    ).toBe('Main platforms is invalid');
    expect((await failure(updateUserProfile({ nickname: 'x'.repeat(21) }, SILENT))).message).toBe(
      'Nickname must be at most 20 characters',
    );
    expect(
      (await failure(updateUserProfile({ avatar: 'https://example.com/a.png' }, SILENT))).message,
    ).toBe('Please upload the avatar image first');
  });

  it('changes the e-mail and the phone, each ending the session', async () => {
    await signInAsDemo();
    speak('en_US');
    expect((await failure(bindEmail({ email: 'lihua@', smsCode: '123456' }, SILENT))).message).toBe(
      'E-mail is invalid',
    );
    expect(
      (await failure(bindEmail({ email: 'hua.li@hzyuntrade.cn', smsCode: '123456' }, SILENT)))
        .message,
    ).toBe('This e-mail is bound to another account');
    await bindEmail({ email: 'ming@kuayue.cn', smsCode: '123456' });
    expect((await getSessionUser()).isLogin).toBe(false);
    await signInAsDemo();
    expect((await getUserProfile()).email).toBe('ming@kuayue.cn');
    expect(
      (
        await failure(
          sendBindNewPhoneSmsCode({ phone: '13987654321', oldSmsCode: '123456' }, SILENT),
        )
      ).message,
    ).toBe('This phone is registered to another account');
    expect(
      (
        await failure(
          sendBindNewPhoneSmsCode({ phone: '13500001111', oldSmsCode: '111111' }, SILENT),
        )
      ).message,
    ).toBe('The SMS code is wrong or has expired');
    await sendBindNewPhoneSmsCode({ phone: '13500001111', oldSmsCode: '123456' });
    await bindNewPhone({ oldSmsCode: '123456', phone: '13500001111', smsCode: '123456' });
    expect((await getSessionUser()).isLogin).toBe(false);
    await signInAsDemo();
    expect((await getUserProfile()).phone).toBe('13500001111');
  });

  it('refuses cancellation with paid orders, and cancellation removes the user', async () => {
    await signInAsDemo();
    speak('zh_HK');
    expect((await failure(deleteAccount({ smsCode: '123456' }, SILENT))).message).toBe(
      '您有已支付但未完成的訂單，暫不能註銷賬號',
    );
    await register({
      username: 'temp_user',
      password: 'temp1234',
      phone: '13700007777',
      smsCode: '123456',
      captcha: '1234',
      checkKey: 'register-key-2',
    });
    expect(await sendDeleteAccountSmsCode()).toEqual({ resendAfter: 60 });
    await deleteAccount({ smsCode: '123456' });
    expect((await getSessionUser()).isLogin).toBe(false);
    speak('en_US');
    expect(
      (
        await failure(
          login(
            {
              username: 'temp_user',
              password: 'temp1234',
              captcha: '1234',
              checkKey: 'k-12345678',
            },
            SILENT,
          ),
        )
      ).message,
    ).toBe('Wrong username or password');
    const again = await register({
      username: 'temp_user',
      password: 'temp1234',
      phone: '13700007777',
      smsCode: '123456',
      captcha: '1234',
      checkKey: 'register-key-3',
    });
    expect(again.loggedIn).toBe(true);
    await signIn('temp_user', 'temp1234');
  });
});
