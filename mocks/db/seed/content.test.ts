/**
 * Quality gates of the seeded content: enough of everything to exercise lists and filters, every
 * text filled in all four languages (no empty text, no unfilled `{slot}`), Traditional Chinese
 * that is not Simplified and the reverse, European (not Brazilian) Portuguese, and every picture
 * an offline data: URL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type L10n } from '../../lib/l10n';
import { resetDb } from '../store';
import * as content from './index';

afterEach(() => resetDb());

interface Found {
  where: string;
  value: unknown;
}

function isL10n(value: unknown): value is L10n {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return (
    keys.join() === [...LANGUAGES].sort().join() &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** Every value below `value`, with a readable path. */
function walk(value: unknown, where: string, out: Found[]): Found[] {
  out.push({ where, value });
  if (isL10n(value)) return out;
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, out);
  }
  return out;
}

/** Every collection of the content side, by its export name. */
const collections: [string, { all(): readonly unknown[] }][] = Object.entries(content).flatMap(
  ([name, value]): [string, { all(): readonly unknown[] }][] =>
    typeof value === 'object' && value !== null && 'all' in value && typeof value.all === 'function'
      ? [[name, value]]
      : [],
);

function everything(): Found[] {
  const out: Found[] = [];
  for (const [name, collection] of collections) {
    collection.all().forEach((row, index) => walk(row, `${name}[${index}]`, out));
  }
  return out;
}

const texts = () =>
  everything().filter((found): found is { where: string; value: L10n } => isL10n(found.value));

/** Characters written only in Simplified Chinese, and their Traditional forms. */
const SIMPLIFIED =
  '这们个说时会对过为还东国单货运输仓费请学课报关门现开员买卖题类据账务经营场选择码页图与计级质产业设备专节亚马逊欧罗华优势证书认网络线刘陈赵孙黄吴么体点热电车长区县韩圣卫录纪约红结给统续绩维缴纳纸终织组细绍荐获应条标检钱银错键问间阅队际陆险随隐难顾额风飞饰馆验齐岁丝两严义习乡仅从传伤众储儿兰兴养册写军农决况减凤击则刚创删别剂办动劳医协卢厂厅历压参变号吗启吨听响唤嘱园围圆坏块坚坛垫处够头夸夺奋奖妆妇娱婴宁宝实宠审宪宫宽宾寻导寿将尔尘尝层届岛峡币帅师帐带帮庆库庙废异弃张弯弹强归当彻径忆忧怀态总恋恶惊惧惯戏战扑执扩扫扬扰抚护担拟拥挂挡挤挥损换掷揽携摄摆摇撑敌数斋断无旧显晓暂杂权来杨极构枪柜栏树样档桥楼横欢残毁毕气汇汉汤沟没泪泽洁浅测济浏浓涨润涩渐湾满滚滞潜灭灯灵灾炉炼烂烟爱牵犹狭独猎献环画畅疗盐监盖盘确础礼离积称稳穷窃竞笔签简粮紧纠纯纺练绝综绿缓编缩罚职联肃肠肤胁胜脏脑腾舰艺芦苏荣药虑虽补装见观规视览觉订讨让议讯记讲许论设访评识诉词译试诗询该详语误诸读谁调谈谢谱负贡财责贤败贩贪购贯贵贷贴贸资赏赔赚赛赞赠赶趋践跃踪轮软轻载较辅辆辞边达迁进远违连迟递逻遗邮邻酱释钟钢铁铜链销锁锅锦镜闭闲闻阶隶雾静顶项顺须预领频飘饭饮驶骗鲜鸡';
const TRADITIONAL =
  '這們個說時會對過為還東國單貨運輸倉費請學課報關門現開員買賣題類據賬務經營場選擇碼頁圖與計級質產業設備專節亞馬遜歐羅華優勢證書認網絡線劉陳趙孫黃吳麼體點熱電車長區縣韓聖衛錄紀約紅結給統續績維繳納紙終織組細紹薦獲應條標檢錢銀錯鍵問間閱隊際陸險隨隱難顧額風飛飾館驗齊歲絲兩嚴義習鄉僅從傳傷眾儲兒蘭興養冊寫軍農決況減鳳擊則剛創刪別劑辦動勞醫協盧廠廳歷壓參變號嗎啟噸聽響喚囑園圍圓壞塊堅壇墊處夠頭誇奪奮獎妝婦娛嬰寧寶實寵審憲宮寬賓尋導壽將爾塵嘗層屆島峽幣帥師帳帶幫慶庫廟廢異棄張彎彈強歸當徹徑憶憂懷態總戀惡驚懼慣戲戰撲執擴掃揚擾撫護擔擬擁掛擋擠揮損換擲攬攜攝擺搖撐敵數齋斷無舊顯曉暫雜權來楊極構槍櫃欄樹樣檔橋樓橫歡殘毀畢氣匯漢湯溝沒淚澤潔淺測濟瀏濃漲潤澀漸灣滿滾滯潛滅燈靈災爐煉爛煙愛牽猶狹獨獵獻環畫暢療鹽監蓋盤確礎禮離積稱穩窮竊競筆簽簡糧緊糾純紡練絕綜綠緩編縮罰職聯肅腸膚脅勝髒腦騰艦藝蘆蘇榮藥慮雖補裝見觀規視覽覺訂討讓議訊記講許論設訪評識訴詞譯試詩詢該詳語誤諸讀誰調談謝譜負貢財責賢敗販貪購貫貴貸貼貿資賞賠賺賽贊贈趕趨踐躍蹤輪軟輕載較輔輛辭邊達遷進遠違連遲遞邏遺郵鄰醬釋鐘鋼鐵銅鏈銷鎖鍋錦鏡閉閒聞階隸霧靜頂項順須預領頻飄飯飲駛騙鮮雞';
const BRAZILIAN =
  /\b(usuári|cadastr|celular|arquivo|tela\b|equipe|contato|registro|ônibus|trem\b|esporte)/i;
const CJK = /[\u3400-\u9fff]/;

describe('seeded content', () => {
  it('has enough of everything for lists, paging and filters', () => {
    expect(content.platforms.count()).toBe(7);
    expect(content.serviceCategories.count()).toBeGreaterThanOrEqual(5);
    expect(content.markets.count()).toBeGreaterThanOrEqual(15);
    expect(content.services.count()).toBeGreaterThanOrEqual(30);
    expect(content.courses.count()).toBeGreaterThanOrEqual(40);
    expect(content.teachers.count()).toBeGreaterThanOrEqual(6);
    expect(content.courseSubjects.count()).toBeGreaterThanOrEqual(5);
    for (const type of [5, 3, 1])
      expect(content.news.count((row) => row.type === type)).toBeGreaterThanOrEqual(15);
    expect(content.news.count()).toBeGreaterThanOrEqual(60);
    expect(content.shipServices.count()).toBeGreaterThanOrEqual(10);
    expect(content.warehouses.count()).toBeGreaterThanOrEqual(8);
    const levels = (parentId: number | null) =>
      content.courseComments.count((row) => row.parentId === parentId);
    expect(levels(null)).toBeGreaterThan(0);
    const second = content.courseComments.filter(
      (row) => row.parentId !== null && content.courseComments.get(row.parentId)?.parentId === null,
    );
    const third = content.courseComments.filter((row) =>
      second.some((reply) => reply.id === row.parentId),
    );
    expect(second.length).toBeGreaterThan(0);
    expect(third.length).toBeGreaterThan(0);
  });

  it('writes every text in all four languages, with every slot filled', () => {
    const problems = texts().flatMap(({ where, value }) =>
      LANGUAGES.flatMap((lang) => {
        const text = value[lang];
        if (text.trim() === '') return [`${where}.${lang} is empty`];
        if (/\{\w+\}/.test(text)) return [`${where}.${lang} has an unfilled slot: ${text}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('keeps Simplified and Traditional Chinese apart and Portuguese European', () => {
    const problems: string[] = [];
    for (const { where, value } of texts()) {
      const allSame = LANGUAGES.every((lang) => value[lang] === value.zh_CN);
      // Text written by users is the same in every language.
      if (allSame) continue;
      const simplifiedInHk = [...value.zh_HK].filter((char) => SIMPLIFIED.includes(char));
      if (simplifiedInHk.length)
        problems.push(`${where}.zh_HK has Simplified ${simplifiedInHk.join('')}: ${value.zh_HK}`);
      const traditionalInCn = [...value.zh_CN].filter((char) => TRADITIONAL.includes(char));
      if (traditionalInCn.length)
        problems.push(`${where}.zh_CN has Traditional ${traditionalInCn.join('')}: ${value.zh_CN}`);
      if (BRAZILIAN.test(value.pt_PT))
        problems.push(`${where}.pt_PT reads Brazilian: ${value.pt_PT}`);
      for (const lang of ['en_US', 'pt_PT'] as const) {
        if (CJK.test(value[lang])) problems.push(`${where}.${lang} has Chinese: ${value[lang]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('draws every picture as an offline data: URL', () => {
    const pictures = everything().filter(({ where }) =>
      /\.(cover|logo|avatar|image|banner|icon)$|\.images\[\d+\]$/.test(where),
    );
    expect(pictures.length).toBeGreaterThan(100);
    const online = pictures.filter(
      ({ value }) => typeof value !== 'string' || !value.startsWith('data:image/svg+xml,'),
    );
    expect(online.filter(({ value }) => value !== null)).toEqual([]);
  });
});
