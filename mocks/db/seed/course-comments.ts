/**
 * Course and video comment threads, three levels deep, stored flat: `parentId` null is a
 * top-level comment, a child of one is level 2, a child of a level-2 comment is level 3.
 * Seeded comments are written by mock learners (ids 90001–90010, not accounts) and by the demo
 * and second users, whose nickname and avatar come from their accounts.
 */
import { DAY, HOUR, parseDateTime } from '../../lib/clock';
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection, type SeedContext } from '../store';
import { DEMO_USER_ID, SECOND_USER_ID } from '../users';
import { courses } from './courses';
import { avatarImage } from './images';
import { same } from './text';

export interface CommentRow {
  id: number;
  userId: number;
  parentId: number | null;
  replyToUserId: number | null;
  content: L10n;
  createTime: string;
}

export interface CourseCommentRow extends CommentRow {
  courseId: number;
}

export interface VideoCommentRow extends CommentRow {
  videoId: number;
  /** Timed comments (x-addition): seconds into the video when written; top-level comments only. */
  videoTime?: number | null;
}

export interface CommenterRow {
  nickname: L10n;
  avatar: string;
}

const ASSISTANT = 90009;

/** Learners who are not accounts of the mock (no login), by user id. */
export const COMMENTERS: Record<number, CommenterRow> = {
  90001: {
    nickname: l10n(
      '深圳卖家老李',
      '深圳賣家老李',
      'Lao Li, Shenzhen seller',
      'Lao Li, vendedor de Shenzhen',
    ),
    avatar: avatarImage('李', 10),
  },
  90002: {
    nickname: l10n(
      '跨境小白阿杰',
      '跨境新手阿杰',
      'Ajie, new to cross-border',
      'Ajie, novato no comércio internacional',
    ),
    avatar: avatarImage('杰', 200),
  },
  90003: {
    nickname: l10n('义乌小商品阿芳', '義烏小商品阿芳', 'Afang from Yiwu', 'Afang de Yiwu'),
    avatar: avatarImage('芳', 330),
  },
  90004: {
    nickname: l10n(
      '宁波家居工厂',
      '寧波家居工廠',
      'Ningbo home goods factory',
      'Fábrica de casa de Ningbo',
    ),
    avatar: avatarImage('宁', 90),
  },
  90005: {
    nickname: l10n('Kevin 在杭州', 'Kevin 在杭州', 'Kevin in Hangzhou', 'Kevin em Hangzhou'),
    avatar: avatarImage('K', 250),
  },
  90006: {
    nickname: l10n(
      '东莞 3C 小陈',
      '東莞 3C 小陳',
      'Xiao Chen, Dongguan electronics',
      'Xiao Chen, eletrónica de Dongguan',
    ),
    avatar: avatarImage('陈', 160),
  },
  90007: {
    nickname: l10n(
      '广州服装档口',
      '廣州服裝檔口',
      'Guangzhou fashion stall',
      'Banca de moda de Cantão',
    ),
    avatar: avatarImage('广', 300),
  },
  90008: {
    nickname: l10n(
      '厦门跨境运营 Lisa',
      '廈門跨境營運 Lisa',
      'Lisa, Xiamen operations',
      'Lisa, operações em Xiamen',
    ),
    avatar: avatarImage('L', 130),
  },
  [ASSISTANT]: {
    nickname: l10n(
      '课程助教小林',
      '課程助教小林',
      'Course assistant Xiao Lin',
      'Assistente do curso Xiao Lin',
    ),
    avatar: avatarImage('助', 210),
  },
  90010: {
    nickname: l10n(
      '福州宠物用品阿强',
      '福州寵物用品阿強',
      'Aqiang, Fuzhou pet supplies',
      'Aqiang, artigos para animais de Fuzhou',
    ),
    avatar: avatarImage('强', 20),
  },
};

const LEARNERS = [90001, 90002, 90003, 90004, 90005, 90006, 90007, 90008, 90010];

const TEXT = {
  firstOrder: l10n(
    '干货很多，跟着做了一遍，第一单已经出了！',
    '乾貨很多，跟著做了一遍，第一張訂單已經出了！',
    'Lots of practical content. I followed along and already got my first order!',
    'Muito conteúdo prático. Segui os passos e já tive a primeira encomenda!',
  ),
  detailed: l10n(
    '老师讲得很细，案例都是真实后台截图，比看文章直观多了。',
    '老師講得很細，案例都是真實後台截圖，比看文章直觀得多。',
    'Very detailed, and the examples are real back-office screenshots — much clearer than reading articles.',
    'Muito detalhado, e os exemplos são capturas reais da área de gestão — bem mais claro do que ler artigos.',
  ),
  template: l10n(
    '第二章的利润测算表可以分享一下模板吗？',
    '第二章的利潤測算表可以分享一下範本嗎？',
    'Could you share the template of the margin calculator from chapter 2?',
    'Podem partilhar o modelo da folha de cálculo da margem do capítulo 2?',
  ),
  peakCases: l10n(
    '希望能多讲一些旺季备货的实际案例。',
    '希望可以多講一些旺季備貨的實際案例。',
    'I’d love more real examples of peak-season stock planning.',
    'Gostava de ver mais exemplos reais de planeamento de stock para a época alta.',
  ),
  rewatch: l10n(
    '内容有点多，建议配合课件反复看。',
    '內容有點多，建議配合課件反覆看。',
    'There’s a lot of content — worth rewatching with the slides.',
    'Há muito conteúdo — vale a pena rever com os diapositivos.',
  ),
  oldUi: l10n(
    '讲到的后台界面和现在的有点不一样，不过思路是通的。',
    '講到的後台介面和現在的有點不同，不過思路是相通的。',
    'The back office shown is a bit different from today’s, but the approach still works.',
    'A área de gestão mostrada é um pouco diferente da atual, mas a abordagem continua válida.',
  ),
  veteran: l10n(
    '做了三年跨境，还是学到了新东西，推荐给团队新人。',
    '做了三年跨境，仍然學到新東西，推薦給團隊新人。',
    'Three years in cross-border and I still learned something new. Recommending it to the new people on my team.',
    'Três anos no comércio internacional e ainda aprendi algo novo. Vou recomendar aos novos da equipa.',
  ),
  freeTools: l10n(
    '请问课程里提到的工具有免费版本吗？',
    '請問課程提到的工具有免費版本嗎？',
    'Do the tools mentioned in the course have free versions?',
    'As ferramentas referidas no curso têm versão gratuita?',
  ),
  pace: l10n(
    '节奏刚好，每节课十几分钟，通勤路上就能看完。',
    '節奏剛好，每節課十多分鐘，通勤途中就能看完。',
    'Good pace: each lesson is around fifteen minutes, easy to finish on the commute.',
    'Bom ritmo: cada aula tem cerca de quinze minutos, dá para ver no trajeto para o trabalho.',
  ),
  checklist: l10n(
    '自查清单太实用了，照着查出两个隐患。',
    '自查清單太實用了，照著查出兩個隱患。',
    'The self-check list is so useful — it helped me find two hidden problems.',
    'A lista de verificação é muito útil — ajudou-me a encontrar dois problemas escondidos.',
  ),
  returns: l10n(
    '老师能不能出一期关于退货率控制的专题？',
    '老師可不可以出一集關於退貨率控制的專題？',
    'Could you do a special lesson on keeping return rates down?',
    'Podiam fazer uma aula especial sobre como reduzir a taxa de devoluções?',
  ),
  registered: l10n(
    '看完第一章就去注册了，审核 5 天通过。',
    '看完第一章就去註冊了，審核 5 天通過。',
    'Registered right after chapter 1 — approved in 5 days.',
    'Registei-me logo depois do capítulo 1 — aprovado em 5 dias.',
  ),
  value: l10n(
    '课程性价比很高，比线下培训实在。',
    '課程性價比很高，比實體培訓實在。',
    'Great value for money, more practical than classroom training.',
    'Excelente relação qualidade-preço, mais prático do que a formação presencial.',
  ),
  subtitles: l10n(
    '字幕如果能有英文版就更好了。',
    '字幕如果有英文版就更好了。',
    'English subtitles would make it even better.',
    'Legendas em inglês tornariam o curso ainda melhor.',
  ),
  slidesUploaded: l10n(
    '课件已上传到课程资料区，登录后即可下载。',
    '課件已上載到課程資料區，登入後即可下載。',
    'The slides are in the course materials section; sign in to download them.',
    'Os diapositivos estão na secção de materiais do curso; inicie sessão para os descarregar.',
  ),
  sameQuestion: l10n(
    '同问，我也想要这个模板。',
    '同問，我也想要這個範本。',
    'Same question — I’d like the template too.',
    'Tenho a mesma pergunta — também queria o modelo.',
  ),
  comingSoon: l10n(
    '收到建议，下个月会更新一期旺季专题。',
    '收到建議，下個月會更新一集旺季專題。',
    'Thanks for the suggestion — a peak-season special is coming next month.',
    'Obrigado pela sugestão — no próximo mês sai uma aula especial sobre a época alta.',
  ),
  whichCategory: l10n(
    '恭喜！请问你是哪个类目？',
    '恭喜！請問你是哪個類目？',
    'Congratulations! Which category are you in?',
    'Parabéns! Em que categoria vende?',
  ),
  toolsTrial: l10n(
    '大部分工具都有免费试用，课程第 2 章有对比表。',
    '大部分工具都有免費試用，課程第 2 章有比較表。',
    'Most tools have free trials; there is a comparison table in chapter 2.',
    'A maioria das ferramentas tem período de teste gratuito; há uma tabela comparativa no capítulo 2.',
  ),
  weekends: l10n(
    '确实，我是周末集中看的，做笔记效果更好。',
    '確實，我是週末集中看的，做筆記效果更好。',
    'True. I watch them at the weekend and take notes — works better.',
    'É verdade. Vejo ao fim de semana e tomo notas — resulta melhor.',
  ),
  appealed: l10n(
    '我也遇到过，按老师的方法申诉成功了。',
    '我也遇過，按老師的方法申訴成功了。',
    'Happened to me too; I appealed the teacher’s way and it worked.',
    'Também me aconteceu; recorri como o professor explica e resultou.',
  ),
  menuMoved: l10n(
    '后台菜单改版了，现在在“库存”下面。',
    '後台選單改版了，現在在「庫存」下面。',
    'The menu has changed; it’s under “Inventory” now.',
    'O menu mudou; agora está em “Inventário”.',
  ),
  homeStorage: l10n(
    '家居收纳类，客单价 25 美元左右。',
    '家居收納類，客單價約 25 美元。',
    'Home storage, about USD 25 per order.',
    'Arrumação para a casa, cerca de 25 USD por encomenda.',
  ),
  thanksDownloaded: l10n(
    '谢谢，已经下载了。',
    '謝謝，已經下載了。',
    'Thanks, downloaded.',
    'Obrigado, já descarreguei.',
  ),
  lookingForward: l10n('期待！', '期待！', 'Looking forward to it!', 'Fico à espera!'),
  inboundWhere: l10n(
    '8:20 讲的入库计划在哪里创建？',
    '8:20 講的入倉計劃在哪裡建立？',
    'Where do you create the inbound plan mentioned at 8:20?',
    'Onde se cria o plano de entrada referido aos 8:20?',
  ),
  chargeable: l10n(
    '这节讲得太清楚了，终于搞懂了计费重。',
    '這節講得太清楚了，終於弄懂計費重量。',
    'So clear — I finally understand chargeable weight.',
    'Muito claro — finalmente percebi o peso taxável.',
  ),
  quietAudio: l10n(
    '声音有点小，建议调大一点。',
    '聲音有點小，建議調大一點。',
    'The audio is a bit quiet; could it be louder?',
    'O som está um pouco baixo; podia estar mais alto?',
  ),
  doubleSpeed: l10n(
    '倍速看刚好，适合复习。',
    '倍速看剛好，適合溫習。',
    'Perfect at double speed for revision.',
    'Perfeito em velocidade dupla para rever.',
  ),
  whichSite: l10n(
    '老师演示的是哪个站点？',
    '老師示範的是哪個站點？',
    'Which site is the teacher showing?',
    'Que site é que o professor está a mostrar?',
  ),
  firstTime: l10n(
    '跟着操作了一遍，一次成功。',
    '跟著操作了一遍，一次成功。',
    'Followed along and it worked first time.',
    'Segui os passos e resultou à primeira.',
  ),
  usSite: l10n(
    '演示的是美国站，其他站点操作相同。',
    '示範的是美國站，其他站點操作相同。',
    'It’s the US site; the steps are the same on the others.',
    'É o site dos EUA; os passos são iguais nos restantes.',
  ),
  volumeNoted: l10n(
    '收到，后续录制会注意音量。',
    '收到，之後錄製會注意音量。',
    'Noted — we’ll watch the volume in future recordings.',
    'Registado — vamos ter atenção ao volume nas próximas gravações.',
  ),
  foundIt: l10n('找到了，谢谢！', '找到了，謝謝！', 'Found it, thanks!', 'Encontrei, obrigado!'),
};

type Role = 'author' | 'other' | 'assistant';

/** A thread: the top-level text, then replies; a reply may carry answers (level 3). */
interface ThreadShape {
  top: L10n;
  replies: { by: Role; text: L10n; answers?: { by: Role; text: L10n }[] }[];
}

const COURSE_THREADS: ThreadShape[] = [
  {
    top: TEXT.firstOrder,
    replies: [
      {
        by: 'other',
        text: TEXT.whichCategory,
        answers: [{ by: 'author', text: TEXT.homeStorage }],
      },
    ],
  },
  {
    top: TEXT.template,
    replies: [
      { by: 'other', text: TEXT.sameQuestion },
      {
        by: 'assistant',
        text: TEXT.slidesUploaded,
        answers: [{ by: 'author', text: TEXT.thanksDownloaded }],
      },
    ],
  },
  {
    top: TEXT.peakCases,
    replies: [
      {
        by: 'assistant',
        text: TEXT.comingSoon,
        answers: [{ by: 'other', text: TEXT.lookingForward }],
      },
    ],
  },
  { top: TEXT.detailed, replies: [] },
  { top: TEXT.freeTools, replies: [{ by: 'assistant', text: TEXT.toolsTrial }] },
  { top: TEXT.pace, replies: [{ by: 'other', text: TEXT.weekends }] },
  { top: TEXT.checklist, replies: [{ by: 'other', text: TEXT.appealed }] },
  { top: TEXT.oldUi, replies: [{ by: 'other', text: TEXT.menuMoved }] },
  { top: TEXT.veteran, replies: [] },
  { top: TEXT.rewatch, replies: [] },
  { top: TEXT.returns, replies: [] },
  { top: TEXT.registered, replies: [] },
  { top: TEXT.value, replies: [] },
  { top: TEXT.subtitles, replies: [] },
];

const VIDEO_THREADS: ThreadShape[] = [
  {
    top: TEXT.inboundWhere,
    replies: [
      { by: 'assistant', text: TEXT.menuMoved, answers: [{ by: 'author', text: TEXT.foundIt }] },
    ],
  },
  { top: TEXT.chargeable, replies: [] },
  { top: TEXT.quietAudio, replies: [{ by: 'assistant', text: TEXT.volumeNoted }] },
  { top: TEXT.whichSite, replies: [{ by: 'assistant', text: TEXT.usSite }] },
  { top: TEXT.doubleSpeed, replies: [] },
  { top: TEXT.firstTime, replies: [] },
];

/** How many threads each commented course gets (course 9 has more than one page). */
const COURSE_THREAD_COUNTS: [number, number][] = [
  [9, 14],
  [1, 8],
  [2, 5],
  [5, 4],
  [38, 4],
  [4, 3],
  [3, 3],
  [24, 3],
  [35, 2],
  [6, 2],
  [11, 2],
  [14, 2],
];

const VIDEO_THREAD_COUNTS: [number, number][] = [
  [101, 4],
  [901, 6],
  [902, 3],
  [201, 2],
];

interface Placed<T> {
  rows: T[];
  nextId: number;
}

/** Writes `count` threads as rows, dated between `from` (epoch ms) and the seed moment. */
function placeThreads<T extends CommentRow>(
  seed: SeedContext,
  shapes: readonly ThreadShape[],
  count: number,
  fromMs: number,
  key: string,
  firstId: number,
  attach: (row: CommentRow) => T,
): Placed<T> {
  const rnd = seed.random(`comments-${key}`);
  const at = (ms: number) => seed.minutesAgo((seed.nowMs - Math.min(ms, seed.nowMs)) / 60_000);
  const rows: T[] = [];
  let id = firstId;
  const span = Math.max(seed.nowMs - fromMs, HOUR);
  const chosen = rnd.sample(shapes, count);
  chosen.forEach((shape, index) => {
    const [author, other] = rnd.sample(LEARNERS, 2) as [number, number];
    const who = (role: Role) => (role === 'author' ? author : role === 'other' ? other : ASSISTANT);
    // Spread top-level comments over the course's life, oldest first.
    const topMs = fromMs + (span * (index + 0.3 + rnd.next() * 0.5)) / (count + 1);
    const top = attach({
      id: id++,
      userId: author,
      parentId: null,
      replyToUserId: null,
      content: shape.top,
      createTime: at(topMs),
    });
    rows.push(top);
    let replyMs = topMs;
    for (const reply of shape.replies) {
      replyMs += rnd.int(2, 30) * HOUR;
      const level2 = attach({
        id: id++,
        userId: who(reply.by),
        parentId: top.id,
        replyToUserId: null,
        content: reply.text,
        createTime: at(replyMs),
      });
      rows.push(level2);
      for (const answer of reply.answers ?? []) {
        replyMs += rnd.int(1, 12) * HOUR;
        rows.push(
          attach({
            id: id++,
            userId: who(answer.by),
            parentId: level2.id,
            replyToUserId: level2.userId,
            content: answer.text,
            createTime: at(replyMs),
          }),
        );
      }
    }
  });
  return { rows, nextId: id };
}

export const courseComments = defineCollection<CourseCommentRow>('courseComments', (seed) => {
  const rows: CourseCommentRow[] = [];
  let nextId = 5001;
  for (const [courseId, count] of COURSE_THREAD_COUNTS) {
    const course = courses.get(courseId);
    if (!course) continue;
    const fromMs = Math.max(seed.nowMs - 300 * DAY, parseDateTime(course.createTime).getTime());
    const placed = placeThreads(
      seed,
      COURSE_THREADS,
      count,
      fromMs,
      `course-${courseId}`,
      nextId,
      (row) => ({ ...row, courseId }),
    );
    rows.push(...placed.rows);
    nextId = placed.nextId;
  }
  const demoTop = nextId;
  rows.push(
    {
      id: demoTop,
      courseId: 1,
      userId: DEMO_USER_ID,
      parentId: null,
      replyToUserId: null,
      content: same('准备先开美国站，老师的资料清单很实用，已经照着准备好了。'),
      createTime: seed.daysAgo(1.6),
    },
    {
      id: demoTop + 1,
      courseId: 1,
      userId: SECOND_USER_ID,
      parentId: demoTop,
      replyToUserId: null,
      content: same('同样在准备，信用卡记得提前开通美元支付。'),
      createTime: seed.daysAgo(1.2),
    },
  );
  return rows;
});

export const videoComments = defineCollection<VideoCommentRow>('videoComments', (seed) => {
  const rows: VideoCommentRow[] = [];
  let nextId = 6001;
  for (const [videoId, count] of VIDEO_THREAD_COUNTS) {
    const placed = placeThreads(
      seed,
      VIDEO_THREADS,
      count,
      seed.nowMs - 120 * DAY,
      `video-${videoId}`,
      nextId,
      (row) => ({ ...row, videoId }),
    );
    rows.push(...placed.rows);
    nextId = placed.nextId;
  }
  rows.push({
    id: nextId,
    videoId: 901,
    userId: DEMO_USER_ID,
    parentId: null,
    replyToUserId: null,
    content: same('注册时手机号收不到验证码怎么办？'),
    createTime: seed.daysAgo(3.5),
    videoTime: 2,
  });
  return rows;
});
