/**
 * Logistics services (lines) 701–713: sea, air, rail, truck and express, FBA and non-FBA, with
 * price tables (by country, zone and weight bracket), restrictions, process and insurance rules.
 */
import type { ShipTransportType } from '../../../src/api/gen/model';
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { countryName, type CountryCode } from './countries';
import { logoImage } from './images';
import { fill, htmlList, join, paragraphs, section } from './text';

export interface ShipPriceRowSeed {
  country: CountryCode;
  zone: L10n | null;
  /** US zones: first digits of the postcodes the row applies to. */
  postcodePrefixes: string[] | null;
  weightFrom: number;
  weightTo: number | null;
  unitPrice: number;
  remark: L10n | null;
}

export interface ShipStepRow {
  title: L10n;
  description: L10n;
}

export interface ShipServiceRow {
  id: number;
  name: L10n;
  carrier: L10n;
  /** Prefix of the carrier's order numbers (`logisticsOrderNo`). */
  trackingPrefix: string;
  logo: string;
  transportType: ShipTransportType;
  departure: L10n;
  destinations: CountryCode[];
  fba: boolean;
  timelinessMinDays: number;
  timelinessMaxDays: number;
  priceFrom: number;
  taxIncluded: boolean;
  features: L10n[];
  recommended: boolean;
  /** Position on the home page; null when not featured. */
  featuredOrder: number | null;
  description: L10n;
  prices: ShipPriceRowSeed[];
  volumeDivisor: number;
  minChargeableWeight: number;
  restrictions: L10n[];
  processSteps: ShipStepRow[];
  insuranceRules: L10n;
}

export const TRANSPORT_LABELS: Record<ShipTransportType, L10n> = {
  SEA: l10n('海运', '海運', 'Sea freight', 'Transporte marítimo'),
  AIR: l10n('空运', '空運', 'Air freight', 'Transporte aéreo'),
  RAIL: l10n('铁路', '鐵路', 'Rail (China–Europe)', 'Ferrovia (China–Europa)'),
  TRUCK: l10n('卡航', '卡航', 'Trucking', 'Transporte rodoviário'),
  EXPRESS: l10n('国际快递', '國際快遞', 'International express', 'Correio expresso internacional'),
};

const CITY = {
  shenzhen: l10n('深圳', '深圳', 'Shenzhen', 'Shenzhen'),
  shanghai: l10n('上海', '上海', 'Shanghai', 'Xangai'),
  guangzhou: l10n('广州', '廣州', 'Guangzhou', 'Cantão'),
  yiwu: l10n('义乌', '義烏', 'Yiwu', 'Yiwu'),
  xian: l10n('西安', '西安', 'Xi’an', 'Xi’an'),
  ningbo: l10n('宁波', '寧波', 'Ningbo', 'Ningbo'),
};

const FEATURE = {
  ddp: l10n(
    '双清包税',
    '雙清包稅',
    'Duties paid, both clearances',
    'Direitos pagos, dupla desalfandegagem',
  ),
  battery: l10n(
    '可接带电产品',
    '可接帶電產品',
    'Battery products accepted',
    'Aceita produtos com bateria',
  ),
  truck: l10n(
    '卡车派送入仓',
    '貨車派送入倉',
    'Truck delivery to the warehouse',
    'Entrega por camião no armazém',
  ),
  matson: l10n(
    '美森正班船',
    '美森正班船',
    'Scheduled Matson sailings',
    'Partidas regulares Matson',
  ),
  stable: l10n('时效稳定', '時效穩定', 'Reliable transit times', 'Prazos fiáveis'),
  daily: l10n('每日起飞', '每日起飛', 'Daily flights', 'Voos diários'),
  tracking: l10n(
    '全程轨迹可查',
    '全程軌跡可查',
    'Tracked end to end',
    'Seguimento de ponta a ponta',
  ),
  doorToDoor: l10n('门到门', '門到門', 'Door to door', 'Porta a porta'),
  weekly: l10n('每周两班', '每週兩班', 'Two departures a week', 'Duas partidas por semana'),
  cod: l10n(
    '支持货到付款',
    '支援貨到付款',
    'Cash on delivery available',
    'Pagamento na entrega disponível',
  ),
  noMinimum: l10n('0.5 公斤起收', '0.5 公斤起收', 'From 0.5 kg', 'A partir de 0,5 kg'),
};

const RESTRICTION = {
  liquids: l10n(
    '不接液体、粉末与膏状物',
    '不接液體、粉末與膏狀物',
    'No liquids, powders or pastes',
    'Não aceita líquidos, pós ou pastas',
  ),
  looseBatteries: l10n(
    '不接纯电池与移动电源',
    '不接純電池與流動電源',
    'No loose batteries or power banks',
    'Não aceita baterias soltas nem powerbanks',
  ),
  counterfeit: l10n(
    '不接仿牌与侵权商品',
    '不接仿牌與侵權商品',
    'No counterfeit or infringing goods',
    'Não aceita contrafações nem produtos que infrinjam direitos',
  ),
  batteryDocs: l10n(
    '带电产品需提供 MSDS 与 UN38.3 报告',
    '帶電產品需提供 MSDS 與 UN38.3 報告',
    'Battery products need an MSDS and a UN38.3 report',
    'Produtos com bateria exigem MSDS e relatório UN38.3',
  ),
  wood: l10n(
    '实木制品需熏蒸并提供熏蒸证明',
    '實木製品需燻蒸並提供燻蒸證明',
    'Solid wood must be fumigated, with a certificate',
    'A madeira maciça tem de ser fumigada, com certificado',
  ),
  food: l10n(
    '食品与化妆品需提前报备',
    '食品與化妝品需提前報備',
    'Food and cosmetics must be declared in advance',
    'Alimentos e cosméticos têm de ser declarados antecipadamente',
  ),
  magnets: l10n(
    '强磁产品需提供磁检报告',
    '強磁產品需提供磁檢報告',
    'Strong magnets need a magnetic test report',
    'Ímanes fortes exigem relatório de ensaio magnético',
  ),
};

const PROCESS: ShipStepRow[] = [
  {
    title: l10n('在线下单', '網上落單', 'Book online', 'Reservar online'),
    description: l10n(
      '填写箱单与收件信息提交订单，业务经理 2 小时内确认报价并短信通知。',
      '填寫箱單與收件資料提交訂單，業務經理 2 小時內確認報價並短訊通知。',
      'Enter the cartons and consignee and submit; a business manager confirms the price within two hours and notifies you by SMS.',
      'Indique as caixas e o destinatário e submeta; um gestor comercial confirma o preço em duas horas e avisa por SMS.',
    ),
  },
  {
    title: l10n('付款与审核', '付款與審核', 'Payment and review', 'Pagamento e verificação'),
    description: l10n(
      '在个人中心完成付款，运单审核通过后即可打印。',
      '在個人中心完成付款，運單審核通過後即可列印。',
      'Pay in the personal centre; once the order is approved you can print the waybill.',
      'Pague na área pessoal; depois de aprovada a encomenda, pode imprimir a guia de transporte.',
    ),
  },
  {
    title: l10n('送货入仓', '送貨入倉', 'Drop-off', 'Entrega no armazém'),
    description: l10n(
      '按约定时间把货物送到{departure}仓库，或预约上门提货；仓库称重量方后反馈实际计费重。',
      '按約定時間把貨物送到{departure}倉庫，或預約上門提貨；倉庫稱重量方後回覆實際計費重量。',
      'Bring the goods to the {departure} warehouse at the agreed time or book a pick-up; the warehouse weighs and measures them and confirms the chargeable weight.',
      'Entregue a mercadoria no armazém de {departure} à hora combinada ou marque uma recolha; o armazém pesa e mede e confirma o peso taxável.',
    ),
  },
  {
    title: l10n('国际运输', '國際運輸', 'International transport', 'Transporte internacional'),
    description: l10n(
      '{transport}运输，出口报关与目的国清关由我们办理。',
      '{transport}運輸，出口報關與目的國清關由我們辦理。',
      '{transport}; we handle export declaration and import clearance.',
      '{transport}; tratamos da declaração de exportação e do desalfandegamento no destino.',
    ),
  },
  {
    title: l10n('派送签收', '派送簽收', 'Delivery', 'Entrega'),
    description: l10n(
      '末端派送至亚马逊仓库或收件地址，签收后可在“物流查询”查看轨迹。',
      '尾程派送至亞馬遜倉庫或收件地址，簽收後可在「物流查詢」查看軌跡。',
      'Last-mile delivery to the Amazon warehouse or the consignee; follow every step in tracking.',
      'Entrega final no armazém da Amazon ou no destinatário; acompanhe cada passo no seguimento.',
    ),
  },
];

const INSURANCE_RULES = join([
  paragraphs(
    l10n(
      '申报价值须真实填写且不低于 1 元人民币；申报价值不得高于货物实际价值，高于实际价值的，按实际价值赔偿。',
      '申報價值須如實填寫且不低於 1 元人民幣；申報價值不得高於貨物實際價值，高於實際價值的，按實際價值賠償。',
      'The declared value must be truthful and at least RMB 1; it must not exceed the actual value of the goods, otherwise compensation is based on the actual value.',
      'O valor declarado tem de ser verdadeiro e de pelo menos 1 RMB; não pode exceder o valor real da mercadoria, caso contrário a indemnização é calculada pelo valor real.',
    ),
  ),
  htmlList([
    l10n(
      '丢失或整箱损毁：按申报价值赔偿，最高不超过实际价值。',
      '遺失或整箱損毀：按申報價值賠償，最高不超過實際價值。',
      'Loss or destruction of a carton: compensated at the declared value, never more than the actual value.',
      'Perda ou destruição de uma caixa: indemnização pelo valor declarado, nunca acima do valor real.',
    ),
    l10n(
      '部分破损：按受损货物比例赔偿。',
      '部分破損：按受損貨物比例賠償。',
      'Partial damage: compensated in proportion to the damaged goods.',
      'Danos parciais: indemnização proporcional à mercadoria danificada.',
    ),
    l10n(
      '因申报不实导致的查验、扣货与罚款由发货人承担。',
      '因申報不實導致的查驗、扣貨與罰款由發貨人承擔。',
      'Inspections, seizures and fines caused by an untrue declaration are borne by the shipper.',
      'Inspeções, apreensões e coimas causadas por declarações falsas ficam a cargo do expedidor.',
    ),
    l10n(
      '索赔须在签收或预计妥投后 30 天内提出。',
      '索償須在簽收或預計妥投後 30 天內提出。',
      'Claims must be made within 30 days of delivery or of the expected delivery date.',
      'As reclamações têm de ser apresentadas no prazo de 30 dias após a entrega ou a data prevista de entrega.',
    ),
  ]),
]);

const DESCRIPTION: Record<ShipTransportType, L10n> = {
  SEA: l10n(
    '{departure}港每周两班出运，到达{destinations}港口后清关，由卡车派送至{target}，全程约 {min}–{max} 天。适合单票 100 公斤以上、对时效要求不高的大货。',
    '{departure}港每週兩班出運，到達{destinations}港口後清關，由貨車派送至{target}，全程約 {min}–{max} 天。適合單票 100 公斤以上、對時效要求不高的大貨。',
    'Two sailings a week from {departure}; after clearance at the port in {destinations}, trucks deliver to {target}. About {min}–{max} days door to door, ideal for shipments over 100 kg that are not urgent.',
    'Duas partidas por semana de {departure}; após o desalfandegamento no porto de chegada ({destinations}), camiões entregam {target}. Cerca de {min}–{max} dias porta a porta, ideal para remessas acima de 100 kg sem urgência.',
  ),
  AIR: l10n(
    '{departure}起飞，直飞{destinations}主要机场，清关后派送至{target}，全程约 {min}–{max} 天。适合补货、新品测款与高货值商品。',
    '{departure}起飛，直飛{destinations}主要機場，清關後派送至{target}，全程約 {min}–{max} 天。適合補貨、新品測款與高貨值商品。',
    'Flights from {departure} to the main airports in {destinations}, cleared and delivered to {target} in about {min}–{max} days. Good for restocking, testing new products and high-value goods.',
    'Voos de {departure} para os principais aeroportos do destino ({destinations}), com desalfandegamento e entrega {target} em cerca de {min}–{max} dias. Indicado para reposição, testes de produtos novos e mercadoria de valor elevado.',
  ),
  RAIL: l10n(
    '中欧班列从{departure}发车，经阿拉山口出境抵达杜伊斯堡与马拉舍维奇，再转卡车派送至{destinations}的{target}，全程约 {min}–{max} 天，时效快于海运、价格低于空运。',
    '中歐班列由{departure}發車，經阿拉山口出境抵達杜伊斯堡與馬拉舍維奇，再轉貨車派送至{destinations}的{target}，全程約 {min}–{max} 天，時效快過海運、價格低於空運。',
    'China–Europe trains leave {departure} via Alashankou for Duisburg and Małaszewicze, then trucks deliver to {target} in {destinations}: about {min}–{max} days, faster than sea and cheaper than air.',
    'Os comboios China–Europa partem de {departure} via Alashankou para Duisburgo e Małaszewicze, e depois camiões entregam {target} no destino ({destinations}): cerca de {min}–{max} dias, mais rápido do que o mar e mais barato do que o avião.',
  ),
  TRUCK: l10n(
    '{departure}装车，经中亚陆路直达欧洲，在匈牙利清关后派送至{destinations}的{target}，全程约 {min}–{max} 天，不受港口拥堵影响。',
    '{departure}裝車，經中亞陸路直達歐洲，在匈牙利清關後派送至{destinations}的{target}，全程約 {min}–{max} 天，不受港口擠塞影響。',
    'Loaded in {departure} and driven across Central Asia to Europe, cleared in Hungary and delivered to {target} in {destinations}: about {min}–{max} days, unaffected by port congestion.',
    'Carregado em {departure} e transportado pela Ásia Central até à Europa, desalfandegado na Hungria e entregue {target} no destino ({destinations}): cerca de {min}–{max} dias, sem depender do congestionamento dos portos.',
  ),
  EXPRESS: l10n(
    '{departure}揽收，国际快递网络直达{destinations}，派送至{target}，全程约 {min}–{max} 天，0.5 公斤起收，适合样品与小件订单。',
    '{departure}攬收，國際快遞網絡直達{destinations}，派送至{target}，全程約 {min}–{max} 天，0.5 公斤起收，適合樣品與小件訂單。',
    'Collected in {departure} and carried by an international express network to {destinations}, delivered to {target} in about {min}–{max} days; from 0.5 kg, suited to samples and small orders.',
    'Recolhido em {departure} e transportado por uma rede expresso internacional até ao destino ({destinations}), com entrega {target} em cerca de {min}–{max} dias; a partir de 0,5 kg, indicado para amostras e encomendas pequenas.',
  ),
};

const TARGET = {
  fba: l10n(
    '亚马逊 FBA 仓库',
    '亞馬遜 FBA 倉庫',
    'Amazon FBA warehouses',
    // Portuguese says where with the article the place takes: "nos armazéns", "na morada".
    'nos armazéns FBA da Amazon',
  ),
  address: l10n('收件人地址', '收件人地址', 'the consignee’s address', 'na morada do destinatário'),
};

const FEATURES_HEADING = l10n('线路特点', '線路特點', 'Highlights', 'Destaques');

const US_ZONES: { zone: L10n; prefixes: string[]; surcharge: number }[] = [
  {
    zone: l10n(
      '美西（邮编 8、9 开头）',
      '美西（郵編 8、9 開頭）',
      'US West (postcodes 8, 9)',
      'Oeste dos EUA (códigos 8, 9)',
    ),
    prefixes: ['8', '9'],
    surcharge: 0,
  },
  {
    zone: l10n(
      '美中（邮编 4–7 开头）',
      '美中（郵編 4–7 開頭）',
      'US Central (postcodes 4–7)',
      'Centro dos EUA (códigos 4–7)',
    ),
    prefixes: ['4', '5', '6', '7'],
    surcharge: 0.5,
  },
  {
    zone: l10n(
      '美东（邮编 0–3 开头）',
      '美東（郵編 0–3 開頭）',
      'US East (postcodes 0–3)',
      'Leste dos EUA (códigos 0–3)',
    ),
    prefixes: ['0', '1', '2', '3'],
    surcharge: 1,
  },
];

const BATTERY_REMARK = l10n(
  '带电产品每千克加收 1 元',
  '帶電產品每千克加收 1 元',
  'Battery products: RMB 1 more per kg',
  'Produtos com bateria: mais 1 RMB por kg',
);

/** Weight brackets (kg) and the discount on the base price per kg in each. */
const BRACKETS: Record<ShipTransportType, [number, number | null, number][]> = {
  SEA: [
    [21, 100, 1.5],
    [100, 300, 0.5],
    [300, null, 0],
  ],
  AIR: [
    [21, 45, 4],
    [45, 100, 2],
    [100, null, 0],
  ],
  RAIL: [
    [21, 100, 2],
    [100, null, 0],
  ],
  TRUCK: [
    [21, 100, 2],
    [100, null, 0],
  ],
  EXPRESS: [
    [0.5, 21, 8],
    [21, null, 0],
  ],
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function priceTable(
  mode: ShipTransportType,
  base: number,
  countries: readonly CountryCode[],
  countryExtra: Partial<Record<CountryCode, number>>,
  battery: boolean,
): ShipPriceRowSeed[] {
  const rows: ShipPriceRowSeed[] = [];
  for (const country of countries) {
    const zones =
      country === 'US' && mode !== 'EXPRESS'
        ? US_ZONES
        : [{ zone: null, prefixes: null, surcharge: 0 }];
    for (const zone of zones) {
      for (const [weightFrom, weightTo, bracketExtra] of BRACKETS[mode]) {
        rows.push({
          country,
          zone: zone.zone,
          postcodePrefixes: zone.prefixes,
          weightFrom,
          weightTo,
          unitPrice: round2(base + (countryExtra[country] ?? 0) + zone.surcharge + bracketExtra),
          remark: battery && weightTo === null ? BATTERY_REMARK : null,
        });
      }
    }
  }
  return rows;
}

interface LineSpec {
  id: number;
  name: L10n;
  /** Order-number prefix, name and logo. */
  carrier: [string, L10n, string];
  mode: ShipTransportType;
  departure: L10n;
  destinations: CountryCode[];
  fba: boolean;
  days: [number, number];
  base: number;
  countryExtra?: Partial<Record<CountryCode, number>>;
  taxIncluded: boolean;
  features: L10n[];
  battery: boolean;
  recommended: boolean;
  featuredOrder: number | null;
  restrictions: L10n[];
}

const CARRIER = {
  huanqiu: [
    'HQ',
    l10n(
      '深圳市环球通达国际物流有限公司',
      '深圳市環球通達國際物流有限公司',
      'Shenzhen Huanqiu Tongda International Logistics Co., Ltd.',
      'Shenzhen Huanqiu Tongda International Logistics Co., Ltd.',
    ),
    logoImage('Huanqiu', 212),
  ],
  haiyun: [
    'HY',
    l10n(
      '上海海运达供应链管理有限公司',
      '上海海運達供應鏈管理有限公司',
      'Shanghai Haiyunda Supply Chain Management Co., Ltd.',
      'Shanghai Haiyunda Supply Chain Management Co., Ltd.',
    ),
    logoImage('Haiyunda', 196),
  ],
  yunda: [
    'YT',
    l10n(
      '广州云途国际货运代理有限公司',
      '廣州雲途國際貨運代理有限公司',
      'Guangzhou Yuntu International Freight Forwarding Co., Ltd.',
      'Guangzhou Yuntu International Freight Forwarding Co., Ltd.',
    ),
    logoImage('Yuntu', 20),
  ],
  zhongou: [
    'ZO',
    l10n(
      '西安中欧陆港物流有限公司',
      '西安中歐陸港物流有限公司',
      'Xi’an China–Europe Land Port Logistics Co., Ltd.',
      'Xi’an China–Europe Land Port Logistics Co., Ltd.',
    ),
    logoImage('CE Rail', 0),
  ],
  kuajingtong: [
    'KJ',
    l10n(
      '深圳市跨境通物流科技有限公司',
      '深圳市跨境通物流科技有限公司',
      'Shenzhen Kuajingtong Logistics Technology Co., Ltd.',
      'Shenzhen Kuajingtong Logistics Technology Co., Ltd.',
    ),
    logoImage('KJT Express', 24),
  ],
  nanyang: [
    'NY',
    l10n(
      '义乌南洋速递有限公司',
      '義烏南洋速遞有限公司',
      'Yiwu Nanyang Express Co., Ltd.',
      'Yiwu Nanyang Express Co., Ltd.',
    ),
    logoImage('Nanyang', 16),
  ],
} satisfies Record<string, [string, L10n, string]>;

const LINES: LineSpec[] = [
  {
    id: 701,
    name: l10n(
      '美国海运普船包税专线（FBA）',
      '美國海運普船包稅專線（FBA）',
      'US standard sea freight, duties paid (FBA)',
      'Marítimo normal para os EUA, direitos pagos (FBA)',
    ),
    carrier: CARRIER.huanqiu,
    mode: 'SEA',
    departure: CITY.shenzhen,
    destinations: ['US'],
    fba: true,
    days: [25, 35],
    base: 8.5,
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.weekly, FEATURE.battery],
    battery: true,
    recommended: true,
    featuredOrder: 1,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.batteryDocs,
      RESTRICTION.wood,
    ],
  },
  {
    id: 702,
    name: l10n(
      '美国美森快船包税专线（FBA）',
      '美國美森快船包稅專線（FBA）',
      'US Matson express sea freight, duties paid (FBA)',
      'Marítimo expresso Matson para os EUA, direitos pagos (FBA)',
    ),
    carrier: CARRIER.haiyun,
    mode: 'SEA',
    departure: CITY.shanghai,
    destinations: ['US'],
    fba: true,
    days: [14, 20],
    base: 11.5,
    taxIncluded: true,
    features: [FEATURE.matson, FEATURE.ddp, FEATURE.stable],
    battery: false,
    recommended: true,
    featuredOrder: 2,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.wood,
    ],
  },
  {
    id: 703,
    name: l10n(
      '美国空运专线（FBA）',
      '美國空運專線（FBA）',
      'US air freight line (FBA)',
      'Linha aérea para os EUA (FBA)',
    ),
    carrier: CARRIER.yunda,
    mode: 'AIR',
    departure: CITY.shenzhen,
    destinations: ['US'],
    fba: true,
    days: [8, 12],
    base: 36,
    taxIncluded: true,
    features: [FEATURE.daily, FEATURE.ddp, FEATURE.tracking],
    battery: true,
    recommended: true,
    featuredOrder: 3,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.batteryDocs,
      RESTRICTION.magnets,
    ],
  },
  {
    id: 704,
    name: l10n(
      '美国 UPS 快递专线',
      '美國 UPS 快遞專線',
      'US express via UPS',
      'Expresso para os EUA via UPS',
    ),
    carrier: CARRIER.kuajingtong,
    mode: 'EXPRESS',
    departure: CITY.shenzhen,
    destinations: ['US'],
    fba: false,
    days: [3, 6],
    base: 42,
    taxIncluded: false,
    features: [FEATURE.doorToDoor, FEATURE.noMinimum, FEATURE.tracking],
    battery: false,
    recommended: false,
    featuredOrder: null,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.food,
    ],
  },
  {
    id: 705,
    name: l10n(
      '中欧班列铁路专线（FBA）',
      '中歐班列鐵路專線（FBA）',
      'China–Europe rail line (FBA)',
      'Linha ferroviária China–Europa (FBA)',
    ),
    carrier: CARRIER.zhongou,
    mode: 'RAIL',
    departure: CITY.xian,
    destinations: ['DE', 'PL', 'FR', 'IT', 'ES'],
    fba: true,
    days: [25, 32],
    base: 16,
    countryExtra: { FR: 1, IT: 1.5, ES: 2 },
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.stable, FEATURE.truck],
    battery: true,
    recommended: true,
    featuredOrder: 4,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.batteryDocs,
    ],
  },
  {
    id: 706,
    name: l10n(
      '英国海运包税专线（FBA）',
      '英國海運包稅專線（FBA）',
      'UK sea freight, duties paid (FBA)',
      'Marítimo para o Reino Unido, direitos pagos (FBA)',
    ),
    carrier: CARRIER.huanqiu,
    mode: 'SEA',
    departure: CITY.ningbo,
    destinations: ['GB'],
    fba: true,
    days: [30, 40],
    base: 9.8,
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.truck],
    battery: true,
    recommended: false,
    featuredOrder: 5,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.wood,
    ],
  },
  {
    id: 707,
    name: l10n(
      '欧洲卡航专线（FBA）',
      '歐洲卡航專線（FBA）',
      'Europe trucking line (FBA)',
      'Linha rodoviária para a Europa (FBA)',
    ),
    carrier: CARRIER.zhongou,
    mode: 'TRUCK',
    departure: CITY.shenzhen,
    destinations: ['DE', 'FR', 'IT', 'ES', 'NL'],
    fba: true,
    days: [18, 25],
    base: 21,
    countryExtra: { IT: 1, ES: 1.5 },
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.stable],
    battery: false,
    recommended: false,
    featuredOrder: null,
    restrictions: [RESTRICTION.liquids, RESTRICTION.looseBatteries, RESTRICTION.counterfeit],
  },
  {
    id: 708,
    name: l10n(
      '日本空运专线（FBA）',
      '日本空運專線（FBA）',
      'Japan air freight line (FBA)',
      'Linha aérea para o Japão (FBA)',
    ),
    carrier: CARRIER.yunda,
    mode: 'AIR',
    departure: CITY.guangzhou,
    destinations: ['JP'],
    fba: true,
    days: [4, 7],
    base: 18,
    taxIncluded: true,
    features: [FEATURE.daily, FEATURE.ddp],
    battery: true,
    recommended: true,
    featuredOrder: 6,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.batteryDocs,
    ],
  },
  {
    id: 709,
    name: l10n(
      '加拿大海运专线（FBA）',
      '加拿大海運專線（FBA）',
      'Canada sea freight line (FBA)',
      'Linha marítima para o Canadá (FBA)',
    ),
    carrier: CARRIER.huanqiu,
    mode: 'SEA',
    departure: CITY.shenzhen,
    destinations: ['CA'],
    fba: true,
    days: [30, 40],
    base: 9.5,
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.truck],
    battery: false,
    recommended: false,
    featuredOrder: null,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.wood,
    ],
  },
  {
    id: 710,
    name: l10n(
      '东南亚小包专线',
      '東南亞小包專線',
      'Southeast Asia small parcel line',
      'Linha de pequenas encomendas para o Sudeste Asiático',
    ),
    carrier: CARRIER.nanyang,
    mode: 'EXPRESS',
    departure: CITY.yiwu,
    destinations: ['SG', 'MY', 'TH', 'PH', 'VN'],
    fba: false,
    days: [5, 10],
    base: 14,
    countryExtra: { PH: 2, VN: 1 },
    taxIncluded: true,
    features: [FEATURE.cod, FEATURE.noMinimum, FEATURE.ddp],
    battery: true,
    recommended: true,
    featuredOrder: 7,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.food,
    ],
  },
  {
    id: 711,
    name: l10n(
      '中东空运专线（FBA）',
      '中東空運專線（FBA）',
      'Middle East air freight line (FBA)',
      'Linha aérea para o Médio Oriente (FBA)',
    ),
    carrier: CARRIER.yunda,
    mode: 'AIR',
    departure: CITY.shenzhen,
    destinations: ['AE', 'SA'],
    fba: true,
    days: [7, 12],
    base: 30,
    countryExtra: { SA: 3 },
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.tracking],
    battery: false,
    recommended: false,
    featuredOrder: 8,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.food,
    ],
  },
  {
    id: 712,
    name: l10n(
      '澳洲海运专线（FBA）',
      '澳洲海運專線（FBA）',
      'Australia sea freight line (FBA)',
      'Linha marítima para a Austrália (FBA)',
    ),
    carrier: CARRIER.haiyun,
    mode: 'SEA',
    departure: CITY.shanghai,
    destinations: ['AU'],
    fba: true,
    days: [20, 28],
    base: 9,
    taxIncluded: true,
    features: [FEATURE.ddp, FEATURE.truck],
    battery: false,
    recommended: false,
    featuredOrder: null,
    restrictions: [
      RESTRICTION.liquids,
      RESTRICTION.looseBatteries,
      RESTRICTION.counterfeit,
      RESTRICTION.wood,
      RESTRICTION.food,
    ],
  },
  {
    id: 713,
    name: l10n('DHL 全球快递', 'DHL 全球快遞', 'DHL worldwide express', 'Expresso mundial DHL'),
    carrier: CARRIER.kuajingtong,
    mode: 'EXPRESS',
    departure: CITY.shenzhen,
    destinations: ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'AU'],
    fba: false,
    days: [3, 5],
    base: 48,
    countryExtra: { AU: 4, CA: 3 },
    taxIncluded: false,
    features: [FEATURE.doorToDoor, FEATURE.noMinimum, FEATURE.tracking],
    battery: false,
    recommended: false,
    featuredOrder: null,
    restrictions: [RESTRICTION.liquids, RESTRICTION.looseBatteries, RESTRICTION.counterfeit],
  },
];

/** A list as the language writes it: "Germany, France and Spain", "Alemanha, França e Espanha". */
function listOf(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** The destination countries of a line, listed per language (Chinese with 、). */
function destinationsText(codes: readonly CountryCode[]): L10n {
  const names = codes.map(countryName);
  return l10n(
    names.map((name) => name.zh_CN).join('、'),
    names.map((name) => name.zh_HK).join('、'),
    listOf(
      names.map((name) => name.en_US),
      'en-US',
    ),
    listOf(
      names.map((name) => name.pt_PT),
      'pt-PT',
    ),
  );
}

function buildLine(spec: LineSpec): ShipServiceRow {
  const prices = priceTable(
    spec.mode,
    spec.base,
    spec.destinations,
    spec.countryExtra ?? {},
    spec.battery,
  );
  const params = {
    departure: spec.departure,
    destinations: destinationsText(spec.destinations),
    target: spec.fba ? TARGET.fba : TARGET.address,
    min: spec.days[0],
    max: spec.days[1],
    transport: TRANSPORT_LABELS[spec.mode],
  };
  return {
    id: spec.id,
    name: spec.name,
    trackingPrefix: spec.carrier[0],
    carrier: spec.carrier[1],
    logo: spec.carrier[2],
    transportType: spec.mode,
    departure: spec.departure,
    destinations: spec.destinations,
    fba: spec.fba,
    timelinessMinDays: spec.days[0],
    timelinessMaxDays: spec.days[1],
    priceFrom: Math.min(...prices.map((row) => row.unitPrice)),
    taxIncluded: spec.taxIncluded,
    features: spec.features,
    recommended: spec.recommended,
    featuredOrder: spec.featuredOrder,
    description: join([
      paragraphs(fill(DESCRIPTION[spec.mode], params)),
      section(FEATURES_HEADING, htmlList(spec.features)),
    ]),
    prices,
    volumeDivisor: spec.mode === 'EXPRESS' ? 5000 : 6000,
    minChargeableWeight: spec.mode === 'EXPRESS' ? 0.5 : 21,
    restrictions: spec.restrictions,
    processSteps: PROCESS.map((step) => ({
      title: step.title,
      description: fill(step.description, params),
    })),
    insuranceRules: INSURANCE_RULES,
  };
}

export const shipServices = defineCollection<ShipServiceRow>('shipServices', () =>
  LINES.map(buildLine),
);

/** The price row for a chargeable weight to a country (and postcode, for US zones). */
export function priceRowFor(
  line: Readonly<ShipServiceRow>,
  country: string,
  postcode: string,
  chargeableWeight: number,
): Readonly<ShipPriceRowSeed> | undefined {
  const first = postcode.trim().charAt(0);
  return line.prices.find(
    (row) =>
      row.country === country &&
      (row.postcodePrefixes === null || row.postcodePrefixes.includes(first)) &&
      chargeableWeight >= row.weightFrom &&
      (row.weightTo === null || chargeableWeight < row.weightTo),
  );
}
