/**
 * Messages the mock backend answers in several handlers, in the four languages. Handler-specific
 * messages live with their handler; use these for the common cases so wording stays the same.
 */
import { l10n, type L10n } from './l10n';

export const MSG = {
  internalError: l10n(
    '服务器内部错误，请稍后再试',
    '伺服器內部錯誤，請稍後再試',
    'Internal server error, please try again later',
    'Erro interno do servidor, tente novamente mais tarde',
  ),
  scenarioError: l10n(
    '服务器繁忙，请稍后再试（模拟故障）',
    '伺服器繁忙，請稍後再試（模擬故障）',
    'The server is busy, please try again later (simulated failure)',
    'O servidor está ocupado, tente novamente mais tarde (falha simulada)',
  ),
  sessionExpired: l10n(
    '登录已失效，请重新登录',
    '登入已失效，請重新登入',
    'Your session has expired, please log in again',
    'A sua sessão expirou, inicie sessão novamente',
  ),
  notFound: l10n(
    '记录不存在或已被删除',
    '記錄不存在或已被刪除',
    'The record does not exist or has been deleted',
    'O registo não existe ou foi eliminado',
  ),
  badRequest: l10n(
    '请求格式不正确',
    '請求格式不正確',
    'The request is malformed',
    'O pedido está mal formado',
  ),
} satisfies Record<string, L10n>;

/** "<field> is required", with the field's label in each language. */
export function requiredMessage(label: L10n): L10n {
  return {
    zh_CN: `${label.zh_CN}不能为空`,
    zh_HK: `${label.zh_HK}不能為空`,
    en_US: `${label.en_US} is required`,
    pt_PT: `${label.pt_PT}: campo obrigatório`,
  };
}

/** "<field> is invalid", with the field's label in each language. */
export function invalidMessage(label: L10n): L10n {
  return {
    zh_CN: `${label.zh_CN}格式不正确`,
    zh_HK: `${label.zh_HK}格式不正確`,
    en_US: `${label.en_US} is invalid`,
    pt_PT: `${label.pt_PT}: valor inválido`,
  };
}

/** "<field> must be at most n characters". */
export function tooLongMessage(label: L10n, max: number): L10n {
  return {
    zh_CN: `${label.zh_CN}不能超过 ${max} 个字符`,
    zh_HK: `${label.zh_HK}不能超過 ${max} 個字元`,
    en_US: `${label.en_US} must be at most ${max} characters`,
    pt_PT: `${label.pt_PT}: no máximo ${max} caracteres`,
  };
}

/** A label for a field without one: the wire name in every language. */
export function fieldLabel(name: string): L10n {
  return l10n(name, name, name, name);
}
