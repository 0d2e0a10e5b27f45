/** Overseas warehouses 901–910 with services, capacity, pictures and the inquiry contact. */
import type { WarehouseServiceType } from '../../../src/api/gen/model';
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import type { CountryCode } from './countries';
import { warehouseImage } from './images';
import { paragraphs } from './text';

export interface WarehouseRow {
  id: number;
  name: L10n;
  country: CountryCode;
  region: L10n;
  serviceTypes: WarehouseServiceType[];
  ordersProcessed: number;
  areaSize: number;
  image: string;
  images: string[];
  description: L10n;
  address: string;
  contact: { name: L10n; phone: string; email: string | null; wechat: string | null };
}

const SYSTEMS = l10n(
  'WMS 系统对接亚马逊、Shopify、eBay 与主流 ERP，库存准确率 99.9%，当日 14:00 前的订单当日出库。',
  'WMS 系統對接亞馬遜、Shopify、eBay 與主流 ERP，庫存準確率 99.9%，當日 14:00 前的訂單當日出庫。',
  'The WMS connects to Amazon, Shopify, eBay and the main ERPs; stock accuracy is 99.9% and orders received before 14:00 leave the same day.',
  'O WMS liga-se à Amazon, Shopify, eBay e aos principais ERP; a exatidão do stock é de 99,9% e as encomendas recebidas até às 14:00 saem no mesmo dia.',
);

interface WarehouseSpec {
  id: number;
  code: string;
  name: L10n;
  country: CountryCode;
  region: L10n;
  serviceTypes: WarehouseServiceType[];
  ordersProcessed: number;
  areaSize: number;
  highlight: L10n;
  address: string;
  contact: WarehouseRow['contact'];
}

/** "Manager <surname>": the surname in Latin letters, Simplified and Traditional Chinese. */
const mr = (surname: string, simplified: string, traditional = simplified) =>
  l10n(`${simplified}经理`, `${traditional}經理`, `Mr ${surname}`, `Sr. ${surname}`);
const ms = (surname: string, simplified: string, traditional = simplified) =>
  l10n(`${simplified}经理`, `${traditional}經理`, `Ms ${surname}`, `Sra. ${surname}`);

const ALL: WarehouseServiceType[] = [
  'FBA_TRANSFER',
  'ONE_PIECE_DROPSHIP',
  'RETURNS',
  'STORAGE',
  'LABEL_CHANGE',
];

const WAREHOUSES: WarehouseSpec[] = [
  {
    id: 901,
    code: 'LAX · ONTARIO',
    name: l10n(
      '美国洛杉矶安大略仓',
      '美國洛杉磯安大略倉',
      'Los Angeles Ontario warehouse',
      'Armazém de Ontario, Los Angeles',
    ),
    country: 'US',
    region: l10n(
      '加利福尼亚州 · 安大略',
      '加利福尼亞州 · 安大略',
      'Ontario, California',
      'Ontario, Califórnia',
    ),
    serviceTypes: ALL,
    ordersProcessed: 8000,
    areaSize: 20000,
    highlight: l10n(
      '距洛杉矶港 60 公里，卡车 1 天可达美西主要 FBA 仓库。',
      '距洛杉磯港 60 公里，貨車 1 天可達美西主要 FBA 倉庫。',
      '60 km from the Port of Los Angeles; trucks reach the main West Coast FBA warehouses in a day.',
      'A 60 km do porto de Los Angeles; os camiões chegam aos principais armazéns FBA da costa oeste num dia.',
    ),
    address: '1500 S Milliken Ave, Ontario, CA 91761, USA',
    contact: {
      name: mr('Zhao', '赵', '趙'),
      phone: '13912345678',
      email: 'ontario@overseas-wh.com',
      wechat: 'zhao_wh_la',
    },
  },
  {
    id: 902,
    code: 'NJ · EDISON',
    name: l10n(
      '美国新泽西爱迪生仓',
      '美國新澤西愛迪生倉',
      'New Jersey Edison warehouse',
      'Armazém de Edison, Nova Jérsia',
    ),
    country: 'US',
    region: l10n(
      '新泽西州 · 爱迪生',
      '新澤西州 · 愛迪生',
      'Edison, New Jersey',
      'Edison, Nova Jérsia',
    ),
    serviceTypes: ['FBA_TRANSFER', 'ONE_PIECE_DROPSHIP', 'RETURNS', 'STORAGE'],
    ordersProcessed: 5000,
    areaSize: 15000,
    highlight: l10n(
      '覆盖美东人口密集区，UPS 与 FedEx 地面派送 1–3 天可达。',
      '覆蓋美東人口密集區，UPS 與 FedEx 地面派送 1–3 天可達。',
      'Covers the densely populated East Coast; UPS and FedEx Ground deliver in 1–3 days.',
      'Cobre a densamente povoada costa leste; a UPS e a FedEx Ground entregam em 1 a 3 dias.',
    ),
    address: '200 Mill Rd, Edison, NJ 08837, USA',
    contact: {
      name: ms('Chen', '陈', '陳'),
      phone: '13823456789',
      email: 'nj@overseas-wh.com',
      wechat: 'chen_wh_nj',
    },
  },
  {
    id: 903,
    code: 'HOU · TEXAS',
    name: l10n('美国休斯敦仓', '美國休斯頓倉', 'Houston warehouse', 'Armazém de Houston'),
    country: 'US',
    region: l10n('得克萨斯州 · 休斯敦', '德克薩斯州 · 休斯頓', 'Houston, Texas', 'Houston, Texas'),
    serviceTypes: ['FBA_TRANSFER', 'STORAGE', 'LABEL_CHANGE'],
    ordersProcessed: 3500,
    areaSize: 12000,
    highlight: l10n(
      '美中枢纽，适合大件家具与户外用品的中转与仓储。',
      '美中樞紐，適合大件傢俬與戶外用品的中轉與倉儲。',
      'A central US hub suited to transferring and storing bulky furniture and outdoor goods.',
      'Um centro no meio dos EUA indicado para transferir e armazenar mobiliário volumoso e artigos de exterior.',
    ),
    address: '8900 Fallbrook Dr, Houston, TX 77064, USA',
    contact: {
      name: mr('Li', '李'),
      phone: '13734567890',
      email: 'houston@overseas-wh.com',
      wechat: null,
    },
  },
  {
    id: 904,
    code: 'YYZ · TORONTO',
    name: l10n('加拿大多伦多仓', '加拿大多倫多倉', 'Toronto warehouse', 'Armazém de Toronto'),
    country: 'CA',
    region: l10n(
      '安大略省 · 密西沙加',
      '安大略省 · 密西沙加',
      'Mississauga, Ontario',
      'Mississauga, Ontário',
    ),
    serviceTypes: ['FBA_TRANSFER', 'ONE_PIECE_DROPSHIP', 'RETURNS'],
    ordersProcessed: 2200,
    areaSize: 8000,
    highlight: l10n(
      '紧邻多伦多机场，服务加拿大东部与 YYZ 系列 FBA 仓库。',
      '緊鄰多倫多機場，服務加拿大東部與 YYZ 系列 FBA 倉庫。',
      'Next to Toronto airport, serving eastern Canada and the YYZ FBA warehouses.',
      'Junto ao aeroporto de Toronto, serve o leste do Canadá e os armazéns FBA YYZ.',
    ),
    address: '6600 Kitimat Rd, Mississauga, ON L5N 1L9, Canada',
    contact: {
      name: ms('Wong', '黄', '黃'),
      phone: '13645678901',
      email: 'toronto@overseas-wh.com',
      wechat: 'wong_wh_yyz',
    },
  },
  {
    id: 905,
    code: 'BHX · MIDLANDS',
    name: l10n('英国伯明翰仓', '英國伯明翰倉', 'Birmingham warehouse', 'Armazém de Birmingham'),
    country: 'GB',
    region: l10n(
      '西米德兰兹 · 伯明翰',
      '西米德蘭茲 · 伯明翰',
      'Birmingham, West Midlands',
      'Birmingham, West Midlands',
    ),
    serviceTypes: ALL,
    ordersProcessed: 3000,
    areaSize: 10000,
    highlight: l10n(
      '位于英格兰中部，4 小时卡车可达英国 90% 人口与主要 FBA 仓库。',
      '位於英格蘭中部，4 小時貨車可達英國 90% 人口與主要 FBA 倉庫。',
      'In the middle of England: within a four-hour drive of 90% of the UK population and the main FBA warehouses.',
      'No centro de Inglaterra: a quatro horas de camião de 90% da população do Reino Unido e dos principais armazéns FBA.',
    ),
    address: 'Unit 7, Hams Hall Distribution Park, Coleshill, Birmingham B46 1AL, UK',
    contact: {
      name: mr('Lin', '林'),
      phone: '13556789012',
      email: 'uk@overseas-wh.com',
      wechat: 'lin_wh_uk',
    },
  },
  {
    id: 906,
    code: 'FRA · FRANKFURT',
    name: l10n('德国法兰克福仓', '德國法蘭克福倉', 'Frankfurt warehouse', 'Armazém de Frankfurt'),
    country: 'DE',
    region: l10n('黑森州 · 法兰克福', '黑森州 · 法蘭克福', 'Frankfurt, Hesse', 'Frankfurt, Hesse'),
    serviceTypes: ALL,
    ordersProcessed: 4000,
    areaSize: 16000,
    highlight: l10n(
      '欧洲中心位置，DHL 与 DPD 次日达德国全境，2–4 天覆盖欧盟主要国家。',
      '歐洲中心位置，DHL 與 DPD 翌日送達德國全境，2–4 天覆蓋歐盟主要國家。',
      'Central in Europe: DHL and DPD deliver next day across Germany and in 2–4 days to the main EU countries.',
      'No centro da Europa: a DHL e a DPD entregam no dia seguinte em toda a Alemanha e em 2 a 4 dias nos principais países da UE.',
    ),
    address: 'Cargo City Süd, Gebäude 501, 60549 Frankfurt am Main, Germany',
    contact: {
      name: mr('Wang', '王'),
      phone: '13467890123',
      email: 'de@overseas-wh.com',
      wechat: 'wang_wh_fra',
    },
  },
  {
    id: 907,
    code: 'CDG · PARIS',
    name: l10n('法国巴黎仓', '法國巴黎倉', 'Paris warehouse', 'Armazém de Paris'),
    country: 'FR',
    region: l10n(
      '法兰西岛 · 特朗布莱',
      '法蘭西島 · 特朗布萊',
      'Tremblay-en-France, Île-de-France',
      'Tremblay-en-France, Île-de-France',
    ),
    serviceTypes: ['ONE_PIECE_DROPSHIP', 'RETURNS', 'STORAGE'],
    ordersProcessed: 1800,
    areaSize: 6000,
    highlight: l10n(
      '紧邻戴高乐机场，适合服饰与美妆的一件代发与退货处理。',
      '緊鄰戴高樂機場，適合服飾與美妝的一件代發與退貨處理。',
      'Next to Charles de Gaulle airport, suited to drop shipping and returns for fashion and beauty.',
      'Junto ao aeroporto Charles de Gaulle, indicado para envio direto e devoluções de moda e beleza.',
    ),
    address: 'ZAC Paris Nord 2, 13 Rue de la Perdrix, 93290 Tremblay-en-France, France',
    contact: {
      name: ms('Zhou', '周'),
      phone: '13378901234',
      email: 'fr@overseas-wh.com',
      wechat: null,
    },
  },
  {
    id: 908,
    code: 'KIX · OSAKA',
    name: l10n('日本大阪仓', '日本大阪倉', 'Osaka warehouse', 'Armazém de Osaka'),
    country: 'JP',
    region: l10n('大阪府 · 住之江区', '大阪府 · 住之江區', 'Suminoe, Osaka', 'Suminoe, Osaka'),
    serviceTypes: ['FBA_TRANSFER', 'ONE_PIECE_DROPSHIP', 'LABEL_CHANGE'],
    ordersProcessed: 2500,
    areaSize: 7000,
    highlight: l10n(
      '日本关西物流枢纽，佐川与大和运输次日达本州大部分地区。',
      '日本關西物流樞紐，佐川與大和運輸翌日送達本州大部分地區。',
      'A Kansai logistics hub; Sagawa and Yamato deliver next day to most of Honshu.',
      'Um centro logístico de Kansai; a Sagawa e a Yamato entregam no dia seguinte na maior parte de Honshu.',
    ),
    address: '2-1-15 Nanko-kita, Suminoe-ku, Osaka 559-0034, Japan',
    contact: {
      name: mr('Sun', '孙', '孫'),
      phone: '13289012345',
      email: 'jp@overseas-wh.com',
      wechat: 'sun_wh_osaka',
    },
  },
  {
    id: 909,
    code: 'SYD · SYDNEY',
    name: l10n('澳大利亚悉尼仓', '澳洲悉尼倉', 'Sydney warehouse', 'Armazém de Sydney'),
    country: 'AU',
    region: l10n(
      '新南威尔士州 · 七山',
      '新南威爾士州 · 七山',
      'Seven Hills, New South Wales',
      'Seven Hills, Nova Gales do Sul',
    ),
    serviceTypes: ['FBA_TRANSFER', 'ONE_PIECE_DROPSHIP', 'STORAGE'],
    ordersProcessed: 1500,
    areaSize: 6000,
    highlight: l10n(
      '服务澳洲东海岸，Australia Post 与 StarTrack 2–5 天送达。',
      '服務澳洲東岸，Australia Post 與 StarTrack 2–5 天送達。',
      'Serves the Australian east coast; Australia Post and StarTrack deliver in 2–5 days.',
      'Serve a costa leste da Austrália; a Australia Post e a StarTrack entregam em 2 a 5 dias.',
    ),
    address: '12 Distribution Pl, Seven Hills NSW 2147, Australia',
    contact: {
      name: ms('He', '何'),
      phone: '13190123456',
      email: 'au@overseas-wh.com',
      wechat: null,
    },
  },
  {
    id: 910,
    code: 'DXB · JAFZA',
    name: l10n('阿联酋迪拜仓', '阿聯酋迪拜倉', 'Dubai warehouse', 'Armazém do Dubai'),
    country: 'AE',
    region: l10n(
      '迪拜 · 杰贝阿里自贸区',
      '迪拜 · 傑貝阿里自貿區',
      'Jebel Ali Free Zone, Dubai',
      'Zona franca de Jebel Ali, Dubai',
    ),
    serviceTypes: ['FBA_TRANSFER', 'ONE_PIECE_DROPSHIP', 'RETURNS', 'STORAGE'],
    ordersProcessed: 1200,
    areaSize: 5000,
    highlight: l10n(
      '自贸区保税仓储，支持货到付款订单，辐射海湾六国。',
      '自貿區保稅倉儲，支援貨到付款訂單，輻射海灣六國。',
      'Bonded storage in the free zone, cash-on-delivery orders supported, serving the six Gulf states.',
      'Armazenagem aduaneira na zona franca, com encomendas pagas na entrega, a servir os seis países do Golfo.',
    ),
    address: 'Plot S30502, Jebel Ali Free Zone South, Dubai, UAE',
    contact: {
      name: mr('Ma', '马', '馬'),
      phone: '13001234567',
      email: 'uae@overseas-wh.com',
      wechat: 'ma_wh_dxb',
    },
  },
];

function buildWarehouse(spec: WarehouseSpec): WarehouseRow {
  return {
    id: spec.id,
    name: spec.name,
    country: spec.country,
    region: spec.region,
    serviceTypes: spec.serviceTypes,
    ordersProcessed: spec.ordersProcessed,
    areaSize: spec.areaSize,
    image: warehouseImage(spec.code, 0),
    images: [
      warehouseImage(spec.code, 0),
      warehouseImage(spec.code, 1),
      warehouseImage(spec.code, 2),
    ],
    // What the page's facts do not say already: where it is, its size, services and address
    // are shown beside it (the description repeated them).
    description: paragraphs(spec.highlight, SYSTEMS),
    address: spec.address,
    contact: spec.contact,
  };
}

export const warehouses = defineCollection<WarehouseRow>('warehouses', () =>
  WAREHOUSES.map(buildWarehouse),
);
