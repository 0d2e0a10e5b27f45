/**
 * The site's filing numbers (spec section 2.6): legal identifiers, shown the same in every
 * language. Their Chinese characters are also drawn from a font of their own on the pages of the
 * Latin locales (scripts/gen-filing-font.ts): change a number, run `npm run gen`.
 */
export const ICP_FILING = {
  ICP_NUMBER: '粤ICP备2026000001号-1',
  href: 'https://beian.miit.gov.cn/',
} as const;

export const POLICE_FILING = {
  POLICE_NUMBER: '粤公网安备44030502000001号',
  href: 'https://beian.mps.gov.cn/',
} as const;

/** The filing numbers' characters a Latin face lacks (all but printable ASCII), once each. */
export const FILING_CHINESE_CHARACTERS = [
  ...new Set(`${ICP_FILING.ICP_NUMBER}${POLICE_FILING.POLICE_NUMBER}`.replace(/[ -~]/g, '')),
].join('');
