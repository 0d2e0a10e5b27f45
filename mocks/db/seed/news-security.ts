/**
 * An industry article whose body carries script payloads, as a compromised editor or a pasted
 * phishing sample would deliver them: the portal must show its text and run none of it (the
 * sanitiser in src/lib/sanitize-html.ts; e2e/news.spec.ts). Every payload sets
 * `window.__newsXss` if it ever runs. It also has a table, a list, an image and a link to
 * another site, to show the article body's formatting.
 */
import { l10n, type L10n } from '../../lib/l10n';
import type { ArticleTemplate } from './news-templates';

const PAYLOADS = {
  script: `<script>window.__newsXss = 'script';</script>`,
  handler: ` onmouseover="window.__newsXss = 'handler'"`,
  image: ` onload="window.__newsXss = 'image'" onerror="window.__newsXss = 'image'"`,
  link: `javascript:window.__newsXss = 'link'`,
  frame: `<iframe src="javascript:window.__newsXss = 'iframe'" title="x"></iframe>`,
  svg: `<svg onload="window.__newsXss = 'svg'"><circle r="4"></circle></svg>`,
  data: `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19uZXdzWHNzPSdkYXRhJzwvc2NyaXB0Pg==`,
};

interface Words {
  intro: string;
  sample: string;
  clickHere: string;
  heading: string;
  checks: [string, string, string];
  tableCaption: string;
  head: [string, string, string];
  rows: [string, string, string][];
  imageAlt: string;
  more: string;
  moreLink: string;
}

function body(words: Words): string {
  const row = (cells: readonly string[], tag: 'td' | 'th') =>
    `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  return [
    `<p${PAYLOADS.handler}>${words.intro}</p>`,
    PAYLOADS.script,
    `<p>${words.sample} <a href="${PAYLOADS.link}">${words.clickHere}</a> <a href="${PAYLOADS.data}">data</a></p>`,
    PAYLOADS.frame,
    PAYLOADS.svg,
    `<h3>${words.heading}</h3>`,
    `<ul>${words.checks.map((check) => `<li>${check}</li>`).join('')}</ul>`,
    `<table><caption>${words.tableCaption}</caption><thead>${row(words.head, 'th')}</thead><tbody>${words.rows
      .map((cells) => row(cells, 'td'))
      .join('')}</tbody></table>`,
    `<p><img src="/favicon.svg" alt="${words.imageAlt}" width="96" height="96"${PAYLOADS.image}></p>`,
    `<p>${words.more} <a href="https://www.cisa.gov/secure-our-world">${words.moreLink}</a></p>`,
  ].join('');
}

const zhCN: Words = {
  intro:
    '近期，多名卖家收到冒充平台官方的“账户异常通知”邮件与站内信，内容中嵌入了恶意脚本与伪造的登录链接，意图窃取后台账号与支付信息。',
  sample: '这类消息通常会要求卖家立即处理，例如：',
  clickHere: '点此验证店铺账户',
  heading: '卖家自查清单',
  checks: [
    '核对发件地址与链接域名，官方通知不会要求在邮件中输入密码。',
    '为后台账号开启二次验证，并定期更换密码。',
    '发现可疑消息时，通过平台客服渠道核实后再操作。',
  ],
  tableCaption: '常见钓鱼手法与应对方式',
  head: ['手法', '典型特征', '应对方式'],
  rows: [
    ['伪造账户冻结通知', '限时处理、附带登录链接', '直接登录卖家后台查看通知，不点击邮件链接'],
    ['冒充物流商索要运费', '陌生收款账户、催促付款', '通过订单详情核对物流商与费用'],
    ['虚假平台活动报名', '要求下载附件或安装插件', '仅在平台官方活动页面报名'],
  ],
  imageAlt: '平台安全提示图标',
  more: '更多网络安全建议可参阅',
  moreLink: '网络安全与基础设施安全局的安全指南',
};

const zhHK: Words = {
  intro:
    '近期，多名賣家收到冒充平台官方的「帳戶異常通知」電郵與站內信，內容嵌入了惡意程式碼與偽造的登入連結，意圖竊取後台帳號與付款資料。',
  sample: '這類訊息通常會要求賣家立即處理，例如：',
  clickHere: '按此驗證店鋪帳戶',
  heading: '賣家自查清單',
  checks: [
    '核對寄件地址與連結網域，官方通知不會要求在電郵中輸入密碼。',
    '為後台帳號啟用雙重驗證，並定期更改密碼。',
    '發現可疑訊息時，先經平台客服渠道核實再操作。',
  ],
  tableCaption: '常見釣魚手法與應對方式',
  head: ['手法', '典型特徵', '應對方式'],
  rows: [
    ['偽造帳戶凍結通知', '限時處理、附帶登入連結', '直接登入賣家後台查看通知，不按電郵連結'],
    ['冒充物流商索取運費', '陌生收款帳戶、催促付款', '經訂單詳情核對物流商與費用'],
    ['虛假平台活動報名', '要求下載附件或安裝外掛程式', '只在平台官方活動頁面報名'],
  ],
  imageAlt: '平台安全提示圖示',
  more: '更多網絡安全建議可參閱',
  moreLink: '網絡安全及基礎設施安全局的安全指南',
};

const enUS: Words = {
  intro:
    'Several sellers have recently received e-mails and in-site messages posing as official “account alert” notices from the platform. They carry malicious scripts and forged sign-in links meant to steal seller-centre accounts and payment details.',
  sample: 'Such messages usually ask the seller to act at once, for example:',
  clickHere: 'Click here to verify your store account',
  heading: 'Checklist for sellers',
  checks: [
    'Check the sender address and the link’s domain: official notices never ask for your password in an e-mail.',
    'Turn on two-step verification for your seller-centre account and change the password regularly.',
    'When a message looks suspicious, confirm it through the platform’s customer service before acting.',
  ],
  tableCaption: 'Common phishing tricks and what to do',
  head: ['Trick', 'Typical signs', 'What to do'],
  rows: [
    [
      'Fake account-suspension notice',
      'A deadline and a sign-in link',
      'Sign in to the seller centre directly and read the notice there',
    ],
    [
      'Carrier asking for freight charges',
      'An unknown payee and pressure to pay',
      'Check the carrier and the charges in the order details',
    ],
    [
      'Fake platform campaign sign-up',
      'Asks you to download a file or install a plug-in',
      'Only sign up on the platform’s official campaign pages',
    ],
  ],
  imageAlt: 'Platform security notice icon',
  more: 'For more advice on staying safe online, see',
  moreLink: 'the security guide of the Cybersecurity and Infrastructure Security Agency',
};

const ptPT: Words = {
  intro:
    'Vários vendedores receberam recentemente e-mails e mensagens no site que se fazem passar por “alertas de conta” oficiais da plataforma. Trazem scripts maliciosos e ligações de início de sessão falsas para roubar contas do centro de vendedor e dados de pagamento.',
  sample: 'Estas mensagens pedem normalmente uma ação imediata, por exemplo:',
  clickHere: 'Clique aqui para verificar a conta da loja',
  heading: 'Lista de verificação para vendedores',
  checks: [
    'Confirme o endereço do remetente e o domínio da ligação: as notificações oficiais nunca pedem a palavra-passe por e-mail.',
    'Ative a verificação em dois passos na conta do centro de vendedor e altere a palavra-passe com regularidade.',
    'Perante uma mensagem suspeita, confirme-a junto do apoio ao cliente da plataforma antes de agir.',
  ],
  tableCaption: 'Esquemas de phishing comuns e como reagir',
  head: ['Esquema', 'Sinais típicos', 'Como reagir'],
  rows: [
    [
      'Aviso falso de suspensão de conta',
      'Um prazo e uma ligação de início de sessão',
      'Inicie sessão diretamente no centro de vendedor e leia o aviso lá',
    ],
    [
      'Transportadora a pedir portes',
      'Um beneficiário desconhecido e pressa no pagamento',
      'Confirme a transportadora e os valores nos detalhes da encomenda',
    ],
    [
      'Inscrição falsa numa campanha',
      'Pede para descarregar um ficheiro ou instalar um plug-in',
      'Inscreva-se apenas nas páginas oficiais de campanhas da plataforma',
    ],
  ],
  imageAlt: 'Ícone de aviso de segurança da plataforma',
  more: 'Para mais conselhos de segurança online, consulte',
  moreLink: 'o guia de segurança da Agência de Cibersegurança e Segurança de Infraestruturas',
};

/** The article's title, summary and (HTML) body. */
export const SECURITY_NOTICE: ArticleTemplate & { body: L10n } = {
  title: l10n(
    '安全提示：警惕冒充平台通知的钓鱼邮件与恶意代码',
    '安全提示：提防冒充平台通知的釣魚電郵與惡意程式碼',
    'Security notice: beware of phishing e-mails and malicious code posing as platform notices',
    'Aviso de segurança: cuidado com e-mails de phishing e código malicioso disfarçados de avisos da plataforma',
  ),
  summary: l10n(
    '近期出现冒充平台官方的“账户异常通知”，内含恶意脚本与伪造登录链接。本文介绍常见手法与卖家自查清单。',
    '近期出現冒充平台官方的「帳戶異常通知」，內含惡意程式碼與偽造登入連結。本文介紹常見手法與賣家自查清單。',
    'Fake “account alert” notices carrying malicious scripts and forged sign-in links are going round. The common tricks and a checklist for sellers.',
    'Circulam falsos “alertas de conta” com scripts maliciosos e ligações falsas. Os esquemas mais comuns e uma lista de verificação para vendedores.',
  ),
  paragraphs: [],
  body: l10n(body(zhCN), body(zhHK), body(enUS), body(ptPT)),
};
