/** user: the full profile, e-mail and phone change, account cancellation. */
import type {
  AccountType,
  BindEmail200,
  BindNewPhone200,
  DeleteAccount200,
  GetUserProfile200,
  LanguageType,
  SendBindEmailSmsCode200,
  SendBindNewPhoneSmsCode200,
  SendDeleteAccountSmsCode200,
  SendUnbindPhoneSmsCode200,
  UpdateUserProfile200,
  UserProfile,
  UserProfileUpdate,
} from '../../src/api/gen/model';
import {
  check,
  checkMaxLength,
  isEmail,
  op,
  requireFields,
  requireUser,
  type Ctx,
} from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick } from '../lib/l10n';
import { invalidMessage } from '../lib/messages';
import { attestationOf } from '../db/attestations';
import { isDictValue } from '../db/dictionaries';
import { orders } from '../db/orders';
import { signOut } from '../db/session';
import { sendSmsCode } from '../db/sms';
import { isUploadedUrl } from '../db/uploads';
import { deleteUser, findUserByPhone, users, type UserRow } from '../db/users';
import { checkPhone, checkSmsCode } from './auth';

const USER_MSG = {
  emailTaken: l10n(
    '该邮箱已绑定其他账号',
    '該郵箱已綁定其他賬號',
    'This e-mail is bound to another account',
    'Este e-mail está associado a outra conta',
  ),
  emailSame: l10n(
    '新邮箱与当前绑定的邮箱相同',
    '新郵箱與當前綁定的郵箱相同',
    'This is the e-mail already bound',
    'Este é o e-mail já associado',
  ),
  phoneSame: l10n(
    '新手机号与当前手机号相同',
    '新手機號碼與當前手機號碼相同',
    'The new phone is the current one',
    'O novo telemóvel é o atual',
  ),
  phoneTaken: l10n(
    '该手机号已注册其他账号',
    '該手機號碼已註冊其他賬號',
    'This phone is registered to another account',
    'Este telemóvel está registado noutra conta',
  ),
  paidOrders: l10n(
    '您有已支付但未完成的订单，暂不能注销账号',
    '您有已支付但未完成的訂單，暫不能註銷賬號',
    'You have paid orders that are not completed yet, so the account cannot be cancelled',
    'Tem encomendas pagas ainda não concluídas; a conta não pode ser cancelada',
  ),
  avatarNotUploaded: l10n(
    '请先上传头像图片',
    '請先上傳頭像圖片',
    'Please upload the avatar image first',
    'Carregue primeiro a imagem do avatar',
  ),
};

const ACCOUNT_TYPES: AccountType[] = ['INDIVIDUAL', 'ENTERPRISE'];

export function toProfile(user: Readonly<UserRow>, lang: LanguageType): UserProfile {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
    accountType: user.accountType,
    member: user.member,
    memberLevel: user.member && user.memberLevel ? pick(user.memberLevel, lang) : null,
    company: user.company,
    mainPlatforms: [...user.mainPlatforms],
    mainCategories: [...user.mainCategories],
    region: user.region,
    address: user.address,
    registerTime: user.registerTime,
    certificationStatus:
      attestationOf(user.id)?.status === 'CERTIFIED' ? 'CERTIFIED' : 'NOT_CERTIFIED',
  };
}

/** Validates a partial profile update and answers the changes. */
function readProfileUpdate(ctx: Ctx, user: Readonly<UserRow>): Partial<UserRow> {
  const body = ctx.json<UserProfileUpdate>();
  const changes: Partial<UserRow> = {};
  const nullableText = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  if ('nickname' in body) {
    changes.nickname = nullableText(body.nickname);
    checkMaxLength(changes.nickname, 20, LABEL.nickname);
  }
  if ('avatar' in body) {
    const avatar = nullableText(body.avatar);
    check(
      avatar === null || avatar === user.avatar || isUploadedUrl(avatar, user.id),
      USER_MSG.avatarNotUploaded,
      400,
    );
    changes.avatar = avatar;
  }
  if ('accountType' in body) {
    const accountType = ACCOUNT_TYPES.find((type) => type === body.accountType);
    check(accountType, invalidMessage(LABEL.accountType), 400);
    changes.accountType = accountType;
  }
  if ('company' in body) {
    changes.company = nullableText(body.company);
    checkMaxLength(changes.company, 100, LABEL.company);
  }
  if ('address' in body) {
    changes.address = nullableText(body.address);
    checkMaxLength(changes.address, 200, LABEL.address);
  }
  if ('region' in body) {
    const region = nullableText(body.region);
    check(region === null || isDictValue('REGION', region), invalidMessage(LABEL.region), 400);
    changes.region = region;
  }
  if ('mainPlatforms' in body) {
    const platforms = Array.isArray(body.mainPlatforms) ? body.mainPlatforms : null;
    check(
      platforms?.every((code) => typeof code === 'string' && isDictValue('MAIN_PLATFORM', code)),
      invalidMessage(LABEL.mainPlatforms),
      400,
    );
    changes.mainPlatforms = [...new Set(platforms)];
  }
  if ('mainCategories' in body) {
    const categories = Array.isArray(body.mainCategories) ? body.mainCategories : null;
    check(
      categories?.every((code) => typeof code === 'string' && isDictValue('MAIN_CATEGORY', code)),
      invalidMessage(LABEL.mainCategories),
      400,
    );
    changes.mainCategories = [...new Set(categories)];
  }
  return changes;
}

function endSession(ctx: Ctx): void {
  signOut();
  ctx.setCookie('ak', '', { maxAge: 0 });
}

export const handlers = [
  op<GetUserProfile200>('get', '/user/info', (ctx) => toProfile(requireUser(ctx), ctx.lang)),

  op<UpdateUserProfile200>('post', '/user/update', (ctx) => {
    const user = requireUser(ctx);
    const updated = users.update(user.id, readProfileUpdate(ctx, user)) ?? user;
    return toProfile(updated, ctx.lang);
  }),

  op<SendDeleteAccountSmsCode200>('get', '/user/deleteSmsCode', (ctx) =>
    sendSmsCode(requireUser(ctx).phone),
  ),

  op<DeleteAccount200>('post', '/user/delete', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { smsCode: LABEL.smsCode });
    checkSmsCode(ctx.str('smsCode'));
    const open = orders.count((order) => order.userId === user.id && order.status === 'PAID');
    check(open === 0, USER_MSG.paidOrders, 409);
    deleteUser(user.id);
    endSession(ctx);
    return null;
  }),

  op<SendBindEmailSmsCode200>('get', '/user/bindEmailSmsCode', (ctx) =>
    sendSmsCode(requireUser(ctx).phone),
  ),

  op<BindEmail200>('post', '/user/bindEmail', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { email: LABEL.email, smsCode: LABEL.smsCode });
    checkSmsCode(ctx.str('smsCode'));
    const email = (ctx.str('email') ?? '').trim();
    check(isEmail(email), invalidMessage(LABEL.email), 400);
    const lower = email.toLowerCase();
    check(user.email?.toLowerCase() !== lower, USER_MSG.emailSame, 409);
    const other = users.find((row) => row.id !== user.id && row.email?.toLowerCase() === lower);
    check(!other, USER_MSG.emailTaken, 409);
    users.update(user.id, { email });
    endSession(ctx);
    return null;
  }),

  op<SendUnbindPhoneSmsCode200>('get', '/user/relieveSmsCode', (ctx) =>
    sendSmsCode(requireUser(ctx).phone),
  ),

  op<SendBindNewPhoneSmsCode200>('get', '/user/bindNewSmsCode', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { phone: LABEL.phone, oldSmsCode: LABEL.oldSmsCode });
    checkSmsCode(ctx.str('oldSmsCode'));
    const phone = ctx.str('phone');
    checkPhone(phone);
    check(phone !== user.phone, USER_MSG.phoneSame, 409);
    check(!findUserByPhone(phone), USER_MSG.phoneTaken, 409);
    return sendSmsCode(phone);
  }),

  op<BindNewPhone200>('post', '/user/bindNewPhone', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, {
      oldSmsCode: LABEL.oldSmsCode,
      phone: LABEL.phone,
      smsCode: LABEL.smsCode,
    });
    checkSmsCode(ctx.str('oldSmsCode'));
    const phone = ctx.str('phone');
    checkPhone(phone);
    checkSmsCode(ctx.str('smsCode'));
    check(phone !== user.phone, USER_MSG.phoneSame, 409);
    check(!findUserByPhone(phone), USER_MSG.phoneTaken, 409);
    users.update(user.id, { phone });
    endSession(ctx);
    return null;
  }),
];
