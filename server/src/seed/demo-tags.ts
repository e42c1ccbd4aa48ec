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

/** Seeds the demo tag tree; answers the ids of the level-3 tags by name (for seeding materials later). */
export async function seedDemoTags(db: DB, now: number): Promise<Map<string, number>> {
  const tagIds = new Map<string, number>();
  const add = (
    level: number,
    parent_id: number,
    name: string,
    extra: { remark?: string; alias?: string; review?: boolean } = {},
  ) =>
    saveDemoTag(db, {
      module: TAG_MODULE,
      level,
      parent_id,
      name,
      name_key: name.toLowerCase(),
      remark: extra.remark ?? '',
      alias: extra.alias ?? null,
      is_review: extra.review ? 1 : 0,
      create_time: now,
      update_time: now,
    });
  for (const theme of THEMES) {
    const themeId = await add(1, 0, theme.name, { remark: theme.remark, review: theme.review });
    for (const [category, tags] of Object.entries(theme.categories)) {
      const categoryId = await add(2, themeId, category);
      for (const t of tags) {
        const tag = typeof t === 'string' ? { name: t } : t;
        tagIds.set(`${category}/${tag.name}`, await add(3, categoryId, tag.name, tag));
      }
    }
  }
  return tagIds;
}
