/** company: enterprise certification (save once, resubmit with update, read). */
import type {
  CompanyAttestation,
  CompanyAttestationInput,
  GetCompanyAttestation200,
  LanguageType,
  SaveCompanyAttestation200,
  UpdateCompanyAttestation200,
} from '../../src/api/gen/model';
import { clock, formatDate, formatDateTime, isValidDate, parseDateTime } from '../lib/clock';
import { check, checkMaxLength, fail, op, requireFields, requireUser, type Ctx } from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick } from '../lib/l10n';
import { invalidMessage, MSG, requiredMessage } from '../lib/messages';
import {
  attestationOf,
  attestations,
  isValidCreditCode,
  type AttestationRow,
} from '../db/attestations';
import { isUploadedUrl } from '../db/uploads';

const COMPANY_MSG = {
  alreadySubmitted: l10n(
    '您已提交过企业认证，请修改后重新提交',
    '您已提交過企業認證，請修改後重新提交',
    'You have already submitted a certification; edit and resubmit it instead',
    'Já submeteu uma certificação; edite-a e volte a submeter',
  ),
  codeInvalid: l10n(
    '统一社会信用代码不正确',
    '統一社會信用代碼不正確',
    'The unified social credit code is not valid',
    'O código unificado de crédito social não é válido',
  ),
  codeTaken: l10n(
    '该统一社会信用代码已被其他账号认证或正在审核',
    '該統一社會信用代碼已被其他賬號認證或正在審核',
    'This credit code is certified or under review for another account',
    'Este código está certificado ou em análise noutra conta',
  ),
  termWithLongTerm: l10n(
    '选择长期有效时无需填写营业期限',
    '選擇長期有效時無需填寫營業期限',
    'Leave the business term end empty when the term is long-term',
    'Deixe o fim do prazo vazio quando o prazo é indeterminado',
  ),
  termEnded: l10n(
    '营业期限已过期',
    '營業期限已過期',
    'The business term has already ended',
    'O prazo de atividade já terminou',
  ),
  licenseNotUploaded: l10n(
    '请先上传营业执照图片',
    '請先上傳營業執照圖片',
    'Please upload the business licence image first',
    'Carregue primeiro a imagem da licença comercial',
  ),
};

export function toAttestation(
  row: Readonly<AttestationRow>,
  lang: LanguageType,
): CompanyAttestation {
  return {
    id: row.id,
    creditCode: row.creditCode,
    companyName: row.companyName,
    legalPerson: row.legalPerson,
    businessTermEnd: row.businessTermEnd,
    longTerm: row.longTerm,
    licenseImage: row.licenseImage,
    status: row.status,
    submitTime: row.submitTime,
    reviewTime: row.reviewTime,
    rejectReason: row.rejectReason ? pick(row.rejectReason, lang) : null,
  };
}

/** Validates a submission and answers the fields to store. */
function readSubmission(ctx: Ctx, userId: number) {
  requireFields(ctx, {
    creditCode: LABEL.creditCode,
    companyName: LABEL.companyName,
    legalPerson: LABEL.legalPerson,
    longTerm: LABEL.longTerm,
    licenseImage: LABEL.licenseImage,
  });
  const body = ctx.json<CompanyAttestationInput>();
  const creditCode = (ctx.str('creditCode') ?? '').trim().toUpperCase();
  check(isValidCreditCode(creditCode), COMPANY_MSG.codeInvalid, 400);
  const companyName = (ctx.str('companyName') ?? '').trim();
  const legalPerson = (ctx.str('legalPerson') ?? '').trim();
  checkMaxLength(companyName, 100, LABEL.companyName);
  checkMaxLength(legalPerson, 50, LABEL.legalPerson);
  const longTerm = ctx.bool('longTerm') ?? false;
  const termEnd = body.businessTermEnd ?? null;
  if (longTerm) check(termEnd === null, COMPANY_MSG.termWithLongTerm, 400);
  else {
    check(termEnd !== null && termEnd !== '', requiredMessage(LABEL.businessTermEnd), 400);
    const end = parseDateTime(termEnd);
    check(
      /^\d{4}-\d{2}-\d{2}$/.test(termEnd) && isValidDate(end),
      invalidMessage(LABEL.businessTermEnd),
      400,
    );
    check(termEnd >= formatDate(clock.nowMs()), COMPANY_MSG.termEnded, 400);
  }
  const licenseImage = ctx.str('licenseImage') ?? '';
  check(isUploadedUrl(licenseImage, userId), COMPANY_MSG.licenseNotUploaded, 400);
  const taken = attestations.find(
    (row) => row.creditCode === creditCode && row.userId !== userId && row.status !== 'REJECTED',
  );
  check(!taken, COMPANY_MSG.codeTaken, 409);
  return {
    creditCode,
    companyName,
    legalPerson,
    longTerm,
    businessTermEnd: longTerm ? null : termEnd,
    licenseImage,
    status: 'PENDING_REVIEW' as const,
    submitTime: formatDateTime(clock.nowMs()),
    reviewTime: null,
    rejectReason: null,
  };
}

export const handlers = [
  op<SaveCompanyAttestation200>('post', '/companyAttestation/save', (ctx) => {
    const user = requireUser(ctx);
    check(!attestationOf(user.id), COMPANY_MSG.alreadySubmitted, 409);
    const row = attestations.insert({ userId: user.id, ...readSubmission(ctx, user.id) });
    return toAttestation(row, ctx.lang);
  }),

  op<UpdateCompanyAttestation200>('patch', '/companyAttestation/update', (ctx) => {
    const user = requireUser(ctx);
    const id = ctx.id();
    const existing = attestations.get(id);
    if (!existing || existing.userId !== user.id) fail(MSG.notFound, 404);
    const row = attestations.update(id, readSubmission(ctx, user.id));
    if (!row) fail(MSG.notFound, 404);
    return toAttestation(row, ctx.lang);
  }),

  op<GetCompanyAttestation200>('get', '/companyAttestation/info', (ctx) => {
    const user = requireUser(ctx);
    const row = attestationOf(user.id);
    return row ? toAttestation(row, ctx.lang) : null;
  }),
];
