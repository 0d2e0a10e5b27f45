/**
 * Site-wide content: global settings, home banners and friend links, in four languages.
 * Static reference data (the portal never changes it).
 */
import type { Banner, FriendLinkList, LanguageType, SiteInfo } from '../../src/api/gen/model';
import { l10n, pick, type L10n } from '../lib/l10n';
import { bannerImage } from './seed/images';

interface BannerEntry {
  id: number;
  title: L10n;
  subtitle: L10n;
  headline: string;
  caption: string;
  link: string;
}

const BANNERS: BannerEntry[] = [
  {
    id: 1,
    title: l10n(
      '一站式跨境电商服务平台',
      '一站式跨境電商服務平台',
      'One-stop cross-border e-commerce services',
      'Serviços de comércio eletrónico internacional num só lugar',
    ),
    subtitle: l10n(
      '开店、物流、营销、金融，一站办齐',
      '開店、物流、營銷、金融，一站辦齊',
      'Store opening, logistics, marketing and finance in one place',
      'Abertura de lojas, logística, marketing e finanças num só lugar',
    ),
    headline: 'Go Global',
    caption: 'STORES · LOGISTICS · MARKETING',
    link: '/platform',
  },
  {
    id: 2,
    title: l10n(
      '全球海外仓 · 头程物流',
      '全球海外倉 · 頭程物流',
      'Overseas warehouses and first-mile freight',
      'Armazéns no estrangeiro e transporte de primeira milha',
    ),
    subtitle: l10n(
      '美、欧、日 60+ 仓库，FBA 头程时效可查',
      '美、歐、日 60+ 倉庫，FBA 頭程時效可查',
      '60+ warehouses in the US, Europe and Japan, with trackable FBA transit times',
      'Mais de 60 armazéns nos EUA, Europa e Japão, com prazos FBA rastreáveis',
    ),
    headline: 'Ship Smart',
    caption: 'FBA · SEA · AIR · RAIL',
    link: '/logistics',
  },
  {
    id: 3,
    title: l10n(
      '跨境学院 · 新课上线',
      '跨境學院 · 新課上線',
      'Cross-border College: new courses',
      'Academia Internacional: novos cursos',
    ),
    subtitle: l10n(
      '亚马逊、TikTok Shop 实战课程，名师带你从 0 到 1',
      '亞馬遜、TikTok Shop 實戰課程，名師帶你從 0 到 1',
      'Hands-on Amazon and TikTok Shop courses from seasoned sellers',
      'Cursos práticos de Amazon e TikTok Shop com vendedores experientes',
    ),
    headline: 'Learn & Grow',
    caption: 'COLLEGE · 40+ COURSES',
    link: '/college',
  },
  {
    id: 4,
    title: l10n(
      '服务市场 · 优选服务商',
      '服務市場 · 優選服務商',
      'Service market: vetted providers',
      'Mercado de serviços: fornecedores selecionados',
    ),
    subtitle: l10n(
      'VAT、商标、摄影、广告代投，明码标价',
      'VAT、商標、攝影、廣告代投，明碼標價',
      'VAT, trademarks, photography and ad management at clear prices',
      'IVA, marcas, fotografia e gestão de anúncios a preços claros',
    ),
    headline: 'Trusted Services',
    caption: 'VAT · TRADEMARK · ADS',
    link: '/service',
  },
];

const PLATFORM_NAME = l10n(
  '跨境通 · 跨境电商综合服务平台',
  '跨境通 · 跨境電商綜合服務平台',
  'KuaJingTong · Cross-border e-commerce services',
  'KuaJingTong · Serviços de comércio eletrónico internacional',
);
const KEYWORDS = l10n(
  '跨境电商,海外开店,跨境物流,海外仓,跨境学院,服务市场',
  '跨境電商,海外開店,跨境物流,海外倉,跨境學院,服務市場',
  'cross-border e-commerce,overseas stores,cross-border logistics,overseas warehouses,college,service market',
  'comércio eletrónico internacional,lojas no estrangeiro,logística internacional,armazéns no estrangeiro,academia,mercado de serviços',
);
const DESCRIPTION = l10n(
  '为中国卖家、企业与服务商提供海外开店、跨境物流、营销推广与培训的一站式服务平台。',
  '為中國賣家、企業與服務商提供海外開店、跨境物流、營銷推廣與培訓的一站式服務平台。',
  'The one-stop platform for Chinese sellers, enterprises and service providers: overseas stores, cross-border logistics, marketing and training.',
  'A plataforma única para vendedores, empresas e prestadores de serviços chineses: lojas no estrangeiro, logística internacional, marketing e formação.',
);
const ADDRESS = l10n(
  '广东省深圳市南山区科技园南区跨境电商大厦 18 楼',
  '廣東省深圳市南山區科技園南區跨境電商大廈 18 樓',
  '18/F Cross-border E-commerce Tower, Science Park South, Nanshan, Shenzhen, Guangdong',
  '18.º andar, Torre do Comércio Eletrónico Internacional, Parque Científico Sul, Nanshan, Shenzhen, Guangdong',
);

export function siteInfo(lang: LanguageType): SiteInfo {
  const banners: Banner[] = BANNERS.map((banner) => ({
    id: banner.id,
    title: pick(banner.title, lang),
    subtitle: pick(banner.subtitle, lang),
    image: bannerImage(banner.headline, banner.caption),
    link: banner.link,
  }));
  return {
    platformName: pick(PLATFORM_NAME, lang),
    keywords: pick(KEYWORDS, lang),
    description: pick(DESCRIPTION, lang),
    phone: '400-888-6688',
    email: 'service@kuajingtong.cn',
    address: pick(ADDRESS, lang),
    banners,
  };
}

const LINKS: { id: number; name: L10n; url: string }[] = [
  {
    id: 1,
    name: l10n(
      '中华人民共和国商务部',
      '中華人民共和國商務部',
      'Ministry of Commerce of the PRC',
      'Ministério do Comércio da RPC',
    ),
    url: 'https://www.mofcom.gov.cn',
  },
  {
    id: 2,
    name: l10n(
      '中华人民共和国海关总署',
      '中華人民共和國海關總署',
      'General Administration of Customs',
      'Administração Geral das Alfândegas',
    ),
    url: 'http://www.customs.gov.cn',
  },
  {
    id: 3,
    name: l10n(
      '中国国际电子商务中心',
      '中國國際電子商務中心',
      'China International Electronic Commerce Center',
      'Centro Internacional de Comércio Eletrónico da China',
    ),
    url: 'https://www.ec.com.cn',
  },
  {
    id: 4,
    name: l10n(
      '中国国际贸易促进委员会',
      '中國國際貿易促進委員會',
      'China Council for the Promotion of International Trade',
      'Conselho Chinês para a Promoção do Comércio Internacional',
    ),
    url: 'https://www.ccpit.org',
  },
  {
    id: 5,
    name: l10n(
      '亚马逊全球开店',
      '亞馬遜全球開店',
      'Amazon Global Selling',
      'Amazon Global Selling',
    ),
    url: 'https://gs.amazon.cn',
  },
  {
    id: 6,
    name: l10n(
      '深圳市跨境电子商务协会',
      '深圳市跨境電子商務協會',
      'Shenzhen Cross-border E-commerce Association',
      'Associação de Comércio Eletrónico Internacional de Shenzhen',
    ),
    url: 'https://www.szceca.org',
  },
];

export function friendLinks(lang: LanguageType): FriendLinkList {
  return {
    name: pick(l10n('友情链接', '友情連結', 'Friend links', 'Ligações úteis'), lang),
    links: LINKS.map((link) => ({ id: link.id, name: pick(link.name, lang), url: link.url })),
  };
}
