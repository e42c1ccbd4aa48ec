import { TAG_MODULE } from '@adconsole/contract';
import type { DB } from '../db/database.js';
import { saveDemoTag } from '../modules/tags/index.js';

type Tags = (string | { name: string; alias?: string; remark?: string })[];
interface Theme {
  name: string;
  review?: boolean;
  remark?: string;
  categories: Record<string, Tags>;
}

// The first theme is the review-material topic (a database flag, not a fixed id): its tags carry a tag ID (alias).
const THEMES: Theme[] = [
  {
    name: 'Creative Review',
    review: true,
    remark: 'Tags required by third-party review; each carries the reviewer tag ID.',
    categories: {
      Compliance: [
        { name: 'Approved Style', alias: 'RV-1001', remark: 'Matches the reviewer style guide.' },
        { name: 'Brand Safe', alias: 'RV-1002' },
        { name: 'Age Rated 18+', alias: 'RV-1003', remark: 'Only for audiences verified as adults.' },
      ],
      Localisation: [
        { name: 'Indonesian Copy', alias: 'RV-2001' },
        { name: 'Thai Copy', alias: 'RV-2002' },
        { name: 'Vietnamese Copy', alias: 'RV-2003' },
      ],
    },
  },
  {
    name: 'Industry',
    remark: 'What the advertised product is.',
    categories: {
      Games: ['RPG', 'Casual', 'Strategy', 'Puzzle', 'Racing'],
      'E-commerce': ['Fashion', 'Electronics', 'Beauty', 'Home & Living'],
      Finance: ['Lending', 'Payments', 'Insurance'],
      Education: ['Language Learning', 'Exam Prep'],
    },
  },
  {
    name: 'Visual Style',
    categories: {
      Illustration: ['Cartoon', 'Anime', 'Flat Design'],
      Photography: [
        'Lifestyle',
        {
          name: 'Product Shot',
          remark:
            'A clean product photograph on a plain or softly blurred background, lit evenly, with the product filling most of the frame and no people in view.',
        },
        'Portrait',
      ],
      Motion: ['3D Render', 'Live Action', 'Screen Recording'],
    },
  },
  {
    name: 'Creative Element',
    categories: {
      People: ['Celebrity', 'KOL', 'User Testimonial'],
      Copy: ['Discount', 'Limited Time', 'Free Download'],
      Sound: ['Voice-over', 'Music Only'],
    },
  },
  {
    name: 'Placement',
    categories: {
      Format: ['Banner', 'Interstitial', 'Native', 'Rewarded Video', 'Splash'],
      Orientation: ['Landscape', 'Portrait', 'Square'],
    },
  },
];

// The tree's texts in Chinese, the console's default language, by their English text (a tag by `Category/Name` where
// one English name means two things).
const ZH: Readonly<Record<string, string>> = {
  'Creative Review': '创意审核',
  'Tags required by third-party review; each carries the reviewer tag ID.':
    '第三方审核要求的标签，每个都带审核方的标签 ID。',
  Compliance: '合规',
  'Approved Style': '风格合规',
  'Matches the reviewer style guide.': '符合审核方的风格指南。',
  'Brand Safe': '品牌安全',
  'Age Rated 18+': '18+ 分级',
  'Only for audiences verified as adults.': '仅面向已验证的成年受众。',
  Localisation: '本地化',
  'Indonesian Copy': '印尼语文案',
  'Thai Copy': '泰语文案',
  'Vietnamese Copy': '越南语文案',
  Industry: '行业',
  'What the advertised product is.': '推广的产品属于哪一类。',
  Games: '游戏',
  RPG: '角色扮演',
  Casual: '休闲',
  Strategy: '策略',
  Puzzle: '益智',
  Racing: '竞速',
  'E-commerce': '电商',
  Fashion: '时尚',
  Electronics: '数码电子',
  Beauty: '美妆',
  'Home & Living': '家居生活',
  Finance: '金融',
  Lending: '借贷',
  Payments: '支付',
  Insurance: '保险',
  Education: '教育',
  'Language Learning': '语言学习',
  'Exam Prep': '备考',
  'Visual Style': '视觉风格',
  Illustration: '插画',
  Cartoon: '卡通',
  Anime: '动漫',
  'Flat Design': '扁平设计',
  Photography: '摄影',
  Lifestyle: '生活方式',
  'Product Shot': '产品图',
  'A clean product photograph on a plain or softly blurred background, lit evenly, with the product filling most of the frame and no people in view.':
    '干净的产品照片：纯色或轻微虚化的背景，光线均匀，产品占满画面的大部分，画面中没有人物。',
  'Photography/Portrait': '人像',
  Motion: '动态',
  '3D Render': '3D 渲染',
  'Live Action': '实拍',
  'Screen Recording': '录屏',
  'Creative Element': '创意元素',
  People: '人物',
  Celebrity: '明星',
  KOL: '达人',
  'User Testimonial': '用户证言',
  Copy: '文案',
  Discount: '折扣',
  'Limited Time': '限时',
  'Free Download': '免费下载',
  Sound: '声音',
  'Voice-over': '旁白配音',
  'Music Only': '纯音乐',
  Placement: '投放形式',
  Format: '形式',
  Banner: '横幅',
  Interstitial: '插屏',
  Native: '原生',
  'Rewarded Video': '激励视频',
  Splash: '开屏',
  Orientation: '方向',
  Landscape: '横版',
  'Orientation/Portrait': '竖版',
  Square: '方形',
};

/** Every text of the tree as the seed writes it, with its key in ZH (for the test that each has a translation). */
export function demoTagTexts(): string[] {
  const texts: string[] = [];
  for (const theme of THEMES) {
    texts.push(theme.name, ...(theme.remark ? [theme.remark] : []));
    for (const [category, tags] of Object.entries(theme.categories)) {
      texts.push(category);
      for (const t of tags) {
        const tag = typeof t === 'string' ? { name: t } : t;
        texts.push(
          ZH[`${category}/${tag.name}`] ? `${category}/${tag.name}` : tag.name,
          ...(tag.remark ? [tag.remark] : []),
        );
      }
    }
  }
  return texts;
}

/** A text of the tree in `lang` (Chinese by its English text; English as written). */
export function demoTagText(text: string, lang: 'zh-CN' | 'en-US', category?: string): string {
  if (lang === 'en-US') return text;
  return (category && ZH[`${category}/${text}`]) || ZH[text] || text;
}

/**
 * Seeds the demo tag tree in `lang`; answers the ids of the level-3 tags by their English `Category/Name` (for seeding
 * materials later, whatever the language).
 */
export async function seedDemoTags(
  db: DB,
  now: number,
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<Map<string, number>> {
  const tagIds = new Map<string, number>();
  const add = (
    level: number,
    parent_id: number,
    name: string,
    extra: { remark?: string; alias?: string; review?: boolean } = {},
    category?: string,
  ) => {
    const shown = demoTagText(name, lang, category);
    return saveDemoTag(db, {
      module: TAG_MODULE,
      level,
      parent_id,
      name: shown,
      name_key: shown.toLowerCase(),
      remark: extra.remark ? demoTagText(extra.remark, lang) : '',
      alias: extra.alias ?? null,
      is_review: extra.review ? 1 : 0,
      create_time: now,
      update_time: now,
    });
  };
  for (const theme of THEMES) {
    const themeId = await add(1, 0, theme.name, { remark: theme.remark, review: theme.review });
    for (const [category, tags] of Object.entries(theme.categories)) {
      const categoryId = await add(2, themeId, category);
      for (const t of tags) {
        const tag = typeof t === 'string' ? { name: t } : t;
        tagIds.set(`${category}/${tag.name}`, await add(3, categoryId, tag.name, tag, category));
      }
    }
  }
  return tagIds;
}
