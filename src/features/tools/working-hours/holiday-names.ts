/**
 * Public holiday names in the portal's languages, by the English name `date-holidays` gives (its
 * own translations are few and mix scripts: Traditional 聖誕節 beside Simplified 劳动节, English
 * "Thanksgiving Day" in Chinese, Spanish and Portuguese names in English). Holiday names are data
 * like the library's, loaded with it after the page paints; the names of the markets of
 * `clock.ts` are all here (holidays.test.ts), and a name not here shows the library's English.
 */
import type { Bcp47 } from '@/i18n/locales';

/* eslint-disable lingui/no-unlocalized-strings -- holiday names: data in each language */
type Names = [hans: string, hant: string, pt: string, en?: string];

const NAMES: Record<string, Names> = {
  "New Year's Day": ['元旦', '元旦', 'Dia de Ano Novo'],
  'Martin Luther King Jr. Day': [
    '马丁·路德·金纪念日',
    '馬丁·路德·金紀念日',
    'Dia de Martin Luther King Jr.',
  ],
  "Washington's Birthday": ['华盛顿诞辰纪念日', '華盛頓誕辰紀念日', 'Aniversário de Washington'],
  'Memorial Day': ['阵亡将士纪念日', '陣亡將士紀念日', 'Dia da Memória'],
  Juneteenth: ['六月节（奴隶解放日）', '六月節（奴隸解放日）', 'Juneteenth (fim da escravatura)'],
  'Independence Day': ['独立日', '獨立日', 'Dia da Independência'],
  'Labour Day': ['劳动节', '勞動節', 'Dia do Trabalhador'],
  'Columbus Day': ['哥伦布日', '哥倫布日', 'Dia de Colombo'],
  'Veterans Day': ['退伍军人节', '退伍軍人節', 'Dia dos Veteranos'],
  'Thanksgiving Day': ['感恩节', '感恩節', 'Dia de Ação de Graças'],
  'Christmas Day': ['圣诞节', '聖誕節', 'Natal'],
  'Good Friday': ['耶稣受难日', '耶穌受難節', 'Sexta-feira Santa'],
  'Canada Day': ['加拿大国庆日', '加拿大國慶日', 'Dia do Canadá'],
  'Constitution Day': ['宪法日', '憲法日', 'Dia da Constituição'],
  "Benito Juárez's birthday": [
    '贝尼托·华雷斯诞辰纪念日',
    '貝尼托·華雷斯誕辰紀念日',
    'Aniversário de Benito Juárez',
  ],
  'Revolution Day': ['革命纪念日', '革命紀念日', 'Dia da Revolução'],
  "Tiradentes' Day": ['蒂拉登特斯日', '蒂拉登特斯日', 'Dia de Tiradentes'],
  'Election Day': ['选举日', '選舉日', 'Dia de eleições'],
  'Our Lady of Aparecida': ['阿帕雷西达圣母日', '阿帕雷西達聖母日', 'Nossa Senhora Aparecida'],
  "All Souls' Day": ['万灵节', '萬靈節', 'Dia de Finados'],
  'Republic Day': ['共和国日', '共和國日', 'Dia da República'],
  'Black Awareness Day': ['黑人觉醒日', '黑人覺醒日', 'Dia da Consciência Negra'],
  'Easter Monday': ['复活节星期一', '復活節星期一', 'Segunda-feira de Páscoa'],
  'Early May bank holiday': [
    '五月初银行假日',
    '五月初銀行假期',
    'Feriado bancário do início de maio',
  ],
  'Spring bank holiday': ['春季银行假日', '春季銀行假期', 'Feriado bancário da primavera'],
  'Boxing Day': ['节礼日', '節禮日', 'Dia de Santo Estêvão'],
  'Ascension Day': ['耶稣升天节', '耶穌升天節', 'Dia da Ascensão'],
  'Whit Monday': ['圣灵降临节星期一', '聖靈降臨節星期一', 'Segunda-feira de Pentecostes'],
  // Germany's only "National Holiday" in the library: 3 October.
  'National Holiday': ['德国统一日', '德國統一日', 'Dia da Unidade Alemã', 'German Unity Day'],
  'Victory Day': ['欧战胜利纪念日', '歐戰勝利紀念日', 'Dia da Vitória'],
  'Bastille Day': ['法国国庆日', '法國國慶日', 'Dia da Bastilha'],
  Assumption: ['圣母升天节', '聖母升天節', 'Assunção de Nossa Senhora'],
  "All Saints' Day": ['诸圣节', '諸聖節', 'Dia de Todos os Santos'],
  'Armistice Day': ['一战停战纪念日', '一戰停戰紀念日', 'Dia do Armistício'],
  Epiphany: ['主显节', '主顯節', 'Epifania'],
  'Fiesta Nacional de España': [
    '西班牙国庆日',
    '西班牙國慶日',
    'Dia Nacional de Espanha',
    'National Day of Spain',
  ],
  'Día de la Constitución Española': [
    '西班牙宪法日',
    '西班牙憲法日',
    'Dia da Constituição Espanhola',
    'Spanish Constitution Day',
  ],
  'Immaculate Conception': ['圣母无原罪始胎节', '聖母無原罪始胎節', 'Imaculada Conceição'],
  'Easter Sunday': ['复活节', '復活節', 'Domingo de Páscoa'],
  'Liberation from Nazi-Fascism (1945)': [
    '意大利解放日',
    '意大利解放日',
    'Dia da Libertação',
    'Liberation Day',
  ],
  'National Day of Saint Francis of Assisi': [
    '亚西西的圣方济各纪念日',
    '亞西西聖方濟各紀念日',
    'Dia Nacional de São Francisco de Assis',
  ],
  'Liberty Day': ['自由日', '自由日', 'Dia da Liberdade'],
  'Corpus Christi': ['基督圣体节', '基督聖體節', 'Corpo de Deus'],
  'Portugal Day': ['葡萄牙日', '葡萄牙日', 'Dia de Portugal'],
  'Implantação da República': [
    '共和国成立纪念日',
    '共和國成立紀念日',
    'Implantação da República',
    'Republic Day',
  ],
  'Restauração da Independência': [
    '恢复独立纪念日',
    '恢復獨立紀念日',
    'Restauração da Independência',
    'Restoration of Independence Day',
  ],
  "Laylat al-Mi'raj": ['登霄节', '登霄節', 'Laylat al-Miraj'],
  'First day of Ramadan': ['斋月首日', '齋月首日', 'Primeiro dia do Ramadão'],
  'End of Ramadan (Eid al-Fitr)': ['开斋节', '開齋節', 'Fim do Ramadão (Eid al-Fitr)'],
  'Feast of the Sacrifice (Eid al-Adha)': ['宰牲节', '宰牲節', 'Festa do Sacrifício (Eid al-Adha)'],
  'Islamic New Year': ['伊斯兰新年', '伊斯蘭新年', 'Ano Novo Islâmico'],
  'Birthday of Muhammad (Mawlid)': ['圣纪节', '聖紀節', 'Aniversário do Profeta (Mawlid)'],
  'National Day': ['国庆日', '國慶日', 'Dia Nacional'],
  'Founding Day': ['建国日', '建國日', 'Dia da Fundação'],
  'Coming of Age Day': ['成人节', '成人節', 'Dia da Maioridade'],
  'Foundation Day': ['建国纪念日', '建國紀念日', 'Dia da Fundação Nacional'],
  "Emperor's Birthday": ['天皇诞辰', '天皇誕辰', 'Aniversário do Imperador'],
  'Spring Equinox Day': ['春分日', '春分日', 'Equinócio da primavera'],
  'Showa Day': ['昭和日', '昭和日', 'Dia de Showa'],
  'Greenery Day': ['绿之日', '綠之日', 'Dia do Verde'],
  "Children's Day": ['儿童节', '兒童節', 'Dia da Criança'],
  'Marine Day': ['海之日', '海之日', 'Dia do Mar'],
  'Mountain Day': ['山之日', '山之日', 'Dia da Montanha'],
  'Respect-for-the-Aged Day': ['敬老日', '敬老日', 'Dia do Respeito aos Idosos'],
  "Citizens' Holiday": ['国民休息日', '國民休息日', 'Feriado dos cidadãos'],
  'Autumnal Equinox Day': ['秋分日', '秋分日', 'Equinócio do outono'],
  'Sports Day': ['体育日', '體育日', 'Dia do Desporto'],
  'Culture Day': ['文化日', '文化日', 'Dia da Cultura'],
  'Labor Thanksgiving Day': ['勤劳感谢日', '勤勞感謝日', 'Dia de Ação de Graças pelo Trabalho'],
  'Chinese New Year': ['农历新年', '農曆新年', 'Ano Novo Chinês'],
  'Hari Raya Puasa': ['开斋节', '開齋節', 'Hari Raya Puasa (Eid al-Fitr)'],
  'Hari Raya Haji': ['哈芝节', '哈芝節', 'Hari Raya Haji (Eid al-Adha)'],
  'Vesak Day': ['卫塞节', '衛塞節', 'Dia de Vesak'],
  Deepavali: ['屠妖节', '屠妖節', 'Deepavali'],
  'Australia Day': ['澳大利亚国庆日', '澳洲國慶日', 'Dia da Austrália'],
  'Easter Saturday': ['复活节前夕', '復活節前夕', 'Sábado de Aleluia'],
  'Anzac Day': ['澳新军团日', '澳紐軍團日', 'Dia de Anzac'],
  'Spring Festival': ['春节', '春節', 'Festa da Primavera (Ano Novo Chinês)'],
  "International Women's Day": ['国际妇女节', '國際婦女節', 'Dia Internacional da Mulher'],
  'Qingming Festival': ['清明节', '清明節', 'Festa de Qingming'],
  'Youth Day': ['青年节', '青年節', 'Dia da Juventude'],
  'Dragon Boat Festival': ['端午节', '端午節', 'Festa do Barco-Dragão'],
  'Army Day': ['建军节', '建軍節', 'Dia do Exército'],
  'Mid-Autumn Festival': ['中秋节', '中秋節', 'Festa do Meio do Outono'],
};

const SUBSTITUTE = ' (substitute day)';
const SUBSTITUTE_IN: Record<Bcp47, (name: string) => string> = {
  'zh-CN': (name) => `${name}（补假）`,
  'zh-HK': (name) => `${name}（補假）`,
  'en-US': (name) => `${name} (substitute day)`,
  'pt-PT': (name) => `${name} (dia de compensação)`,
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Whether the table names the holiday the library calls `english` (without "(substitute day)"). */
export function hasHolidayName(english: string): boolean {
  return english.replace(SUBSTITUTE, '') in NAMES;
}

/** The name of a holiday, given as the library's English name, in `locale` (BCP-47). */
export function holidayName(english: string, locale: string): string {
  const substitute = english.endsWith(SUBSTITUTE);
  const base = substitute ? english.slice(0, -SUBSTITUTE.length) : english;
  const names = NAMES[base];
  const lang = (['zh-CN', 'zh-HK', 'pt-PT'] as const).find((tag) => tag === locale) ?? 'en-US';
  const name = !names
    ? base
    : lang === 'zh-CN'
      ? names[0]
      : lang === 'zh-HK'
        ? names[1]
        : lang === 'pt-PT'
          ? names[2]
          : (names[3] ?? base);
  return substitute ? SUBSTITUTE_IN[lang](name) : name;
}
