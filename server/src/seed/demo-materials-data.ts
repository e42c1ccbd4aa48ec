// The demo material library: about 60 images and 4 videos spread over accounts, tags, sources, review states and
// creators, and a few campaigns whose ads use some of them (so the delete and account-removal refusals can be shown).

export interface DemoMedia {
  /** stable name for the ad chain to refer to */
  key: string;
  type: 1 | 2;
  width: number;
  height: number;
  format: 'jpg' | 'png' | 'gif' | 'mp4';
  title: string;
  subtitle: string;
  /** two gradient colours */
  colors: [string, string];
}

export interface DemoMaterial extends DemoMedia {
  /** null: all accounts (relation type 1) */
  accounts: string[] | null;
  /** 'Category/Tag' keys of the demo tag tree */
  tags: string[];
  source: 1 | 2;
  creator: 'admin' | 'operator' | 'advertiser' | null;
  /** review state for audit-2 materials: 2 in review, 3 failed, 4 passed */
  review?: { status: 2 | 3 | 4; country: string; reason?: string };
  deleted?: boolean;
  origin?: number;
  /** days before the seed */
  ageDays: number;
}

const PALETTES: [string, string][] = [
  ['#1677ff', '#722ed1'],
  ['#13c2c2', '#1677ff'],
  ['#fa541c', '#faad14'],
  ['#eb2f96', '#722ed1'],
  ['#52c41a', '#13c2c2'],
  ['#2f54eb', '#13c2c2'],
  ['#fa8c16', '#f5222d'],
  ['#531dab', '#c41d7f'],
];

/** Allowed image sizes (general list) the filler cycles through. */
const SIZES: [number, number][] = [
  [1200, 628],
  [1080, 1080],
  [1280, 720],
  [720, 1280],
  [1200, 1000],
  [1200, 900],
  [1200, 300],
  [1280, 200],
  [1000, 1480],
  [1000, 500],
  [1480, 1000],
  [1000, 1280],
  [500, 1050],
  [1000, 1020],
];

const PRODUCTS: Record<string, string[]> = {
  'Galaxy Games': ['Galaxy Merge Quest', 'Star Raiders', 'Galaxy Solitaire', 'Nebula Racing 3D', 'Word Galaxy'],
  'Orchid Shopping': ['Orchid Mall', 'Orchid Deals', 'Orchid Fresh'],
  'Nimbus Video': ['Nimbus Player', 'Nimbus Shorts'],
  'Harbor Travel': ['Harbor Trips', 'Harbor Hotels', 'Harbor Flights'],
  'Pixel Studio': ['Pixel Photo Editor', 'Pixel AI Avatar'],
  'Lotus Finance': ['Lotus Wallet', 'Lotus Credit'],
  'Maple Education': ['Maple English', 'Maple Math Kids'],
  'Comet Music': ['Comet Music Player', 'Comet Karaoke'],
  'Jade Mobility': ['Jade Ride', 'Jade Scooter'],
};
const ACCOUNTS = Object.keys(PRODUCTS);
const SLOGANS = [
  'Summer Sale',
  'Download Now',
  'Limited Time',
  'Free Trial',
  'Weekend Deal',
  'Launch Week',
  'Top Rated',
  'Play Free',
  'Save 30%',
  'New Season',
];
/** Tags by what fits an account's product, then generic style and placement tags. */
const ACCOUNT_TAGS: Record<string, string[]> = {
  'Galaxy Games': ['Games/Casual', 'Games/Puzzle', 'Games/RPG', 'Games/Racing', 'Games/Strategy'],
  'Orchid Shopping': ['E-commerce/Fashion', 'E-commerce/Beauty', 'E-commerce/Home & Living'],
  'Nimbus Video': ['Motion/Live Action', 'Motion/Screen Recording'],
  'Harbor Travel': ['Photography/Lifestyle', 'Photography/Portrait'],
  'Pixel Studio': ['Illustration/Flat Design', 'Illustration/Anime'],
  'Lotus Finance': ['Finance/Payments', 'Finance/Lending', 'Finance/Insurance'],
  'Maple Education': ['Education/Language Learning', 'Education/Exam Prep'],
  'Comet Music': ['Sound/Music Only', 'Sound/Voice-over'],
  'Jade Mobility': ['Photography/Lifestyle', 'Photography/Product Shot'],
};
const STYLE_TAGS = [
  'Copy/Discount',
  'Copy/Limited Time',
  'Copy/Free Download',
  'People/KOL',
  'People/User Testimonial',
];
const FORMAT_TAGS = ['Format/Banner', 'Format/Native', 'Format/Interstitial', 'Format/Splash'];

function filler(i: number): DemoMaterial {
  const account = ACCOUNTS[i % ACCOUNTS.length]!;
  const products = PRODUCTS[account]!;
  const [width, height] = SIZES[i % SIZES.length]!;
  const partner = i % 8 === 5;
  const accounts = i % 5 === 0 ? null : i % 7 === 3 ? [account, ACCOUNTS[(i + 1) % ACCOUNTS.length]!] : [account];
  const own = accounts?.every((a) => a === 'Galaxy Games' || a === 'Orchid Shopping');
  return {
    key: `image-${i}`,
    type: 1,
    width,
    height,
    format: i % 10 === 7 ? 'gif' : i % 6 === 4 ? 'png' : 'jpg',
    title: products[i % products.length]!,
    subtitle: SLOGANS[i % SLOGANS.length]!,
    colors: PALETTES[i % PALETTES.length]!,
    accounts,
    tags: [
      ACCOUNT_TAGS[account]![i % ACCOUNT_TAGS[account]!.length]!,
      STYLE_TAGS[i % STYLE_TAGS.length]!,
      FORMAT_TAGS[i % FORMAT_TAGS.length]!,
    ],
    source: partner ? 2 : 1,
    creator: partner ? null : own && i % 2 === 0 ? 'advertiser' : i % 3 === 1 ? 'operator' : 'admin',
    deleted: i === 11 || i === 23 || i === 37,
    origin: i % 13 === 6 ? (i % 4) + 1 : undefined,
    ageDays: 60 - i,
  };
}

const REVIEW_TAGS = ['Compliance/Approved Style', 'Compliance/Brand Safe', 'Localisation/Indonesian Copy'];

function reviewed(n: number, status: 2 | 3 | 4, country: string, square: boolean, reason?: string): DemoMaterial {
  return {
    key: `review-${n}`,
    type: 1,
    width: square ? 1080 : 1280,
    height: square ? 1080 : 720,
    format: 'jpg',
    title: 'Creative Review',
    subtitle: `Batch ${n} · ${country}`,
    colors: PALETTES[(n + 3) % PALETTES.length]!,
    accounts: ['Creative Review'],
    tags: [REVIEW_TAGS[n % REVIEW_TAGS.length]!, 'Compliance/Brand Safe', FORMAT_TAGS[n % FORMAT_TAGS.length]!].filter(
      (t, i, all) => all.indexOf(t) === i,
    ),
    source: 1,
    creator: 'operator',
    review: { status, country, reason },
    ageDays: 10 - n,
  };
}

/** The named materials the ad chain uses, then the filler, the review account's batch and the videos. */
export function demoMaterials(): DemoMaterial[] {
  const named: DemoMaterial[] = [
    {
      ...filler(1),
      key: 'galaxy-hero',
      title: 'Galaxy Merge Quest',
      subtitle: 'Global Launch',
      accounts: ['Galaxy Games'],
      tags: ['Games/Casual', 'Copy/Free Download', 'Format/Banner'],
      creator: 'advertiser',
      source: 1,
      deleted: false,
    },
    {
      ...filler(3),
      key: 'shared-galaxy-orchid',
      title: 'Galaxy x Orchid',
      subtitle: 'Gamer Gear Week',
      accounts: ['Galaxy Games', 'Orchid Shopping'],
      tags: ['Games/Puzzle', 'E-commerce/Fashion', 'Format/Native'],
      source: 1,
      creator: 'operator',
      deleted: false,
    },
    {
      ...filler(5),
      key: 'global-brand',
      title: 'Starlight Media',
      subtitle: 'Brand Campaign',
      accounts: null,
      tags: ['Copy/Discount', 'People/KOL', 'Format/Native'],
      source: 1,
      creator: 'admin',
      deleted: false,
    },
    {
      ...filler(9),
      key: 'harbor-paused',
      title: 'Harbor Hotels',
      subtitle: 'Weekend Escape',
      accounts: ['Harbor Travel'],
      tags: ['Photography/Lifestyle', 'Copy/Limited Time', 'Format/Native'],
      deleted: false,
    },
  ];
  const taken = new Set([1, 3, 5, 9]);
  const rest = Array.from({ length: 52 }, (_, i) => i)
    .filter((i) => !taken.has(i))
    .map(filler);
  const review = [
    reviewed(1, 2, 'ID', true),
    reviewed(2, 2, 'TH', false),
    reviewed(3, 3, 'VN', true, 'Text covers more than 20% of the image'),
    reviewed(4, 3, 'MY', false, 'Logo of another brand is visible'),
    reviewed(5, 4, 'SG', true),
    reviewed(6, 4, 'PH', false),
  ];
  return [...named, ...rest, ...review, ...demoVideos()];
}

function video(key: string, w: number, h: number, title: string, account: string, tags: string[]): DemoMaterial {
  return {
    key,
    type: 2,
    width: w,
    height: h,
    format: 'mp4',
    title,
    subtitle: `${w}x${h}`,
    colors: PALETTES[key.length % PALETTES.length]!,
    accounts: [account],
    tags,
    source: 1,
    creator: 'operator',
    ageDays: 5,
  };
}

function demoVideos(): DemoMaterial[] {
  return [
    video('video-nimbus', 1280, 720, 'Nimbus Shorts', 'Nimbus Video', [
      'Motion/Live Action',
      'Copy/Free Download',
      'Format/Native',
    ]),
    video('video-galaxy', 720, 1280, 'Star Raiders', 'Galaxy Games', [
      'Games/RPG',
      'Motion/3D Render',
      'Format/Splash',
    ]),
    video('video-comet', 1146, 600, 'Comet Karaoke', 'Comet Music', [
      'Sound/Music Only',
      'People/KOL',
      'Format/Native',
    ]),
    {
      ...video('video-review', 1280, 720, 'Creative Review', 'Creative Review', ['Compliance/Approved Style']),
      review: { status: 2, country: 'ID' },
    },
  ];
}

/** Campaigns > ad groups > ads, each ad showing materials by key; status 1 on, 2 paused, -1 deleted. */
export const DEMO_CAMPAIGNS: {
  account: string;
  name: string;
  groups: { name: string; ads: { name: string; title: string; status: number; materials: string[] }[] }[];
}[] = [
  {
    account: 'Galaxy Games',
    name: 'Galaxy Merge Quest · Global Launch',
    groups: [
      {
        name: 'Tier-1 countries',
        ads: [
          {
            name: 'Merge Quest hero banner',
            title: 'Merge, match, conquer',
            status: 1,
            materials: ['galaxy-hero', 'global-brand'],
          },
          { name: 'Star Raiders portrait video', title: 'Join the raid today', status: 1, materials: ['video-galaxy'] },
        ],
      },
      {
        name: 'Southeast Asia',
        ads: [
          { name: 'Gamer gear cross-promo', title: 'Gear up for less', status: 1, materials: ['shared-galaxy-orchid'] },
        ],
      },
    ],
  },
  {
    account: 'Orchid Shopping',
    name: 'Orchid Mall · 11.11 Sale',
    groups: [
      {
        name: 'Retargeting',
        ads: [
          {
            name: 'Gamer gear week banner',
            title: 'Gamer Gear Week: up to 50% off',
            status: 1,
            materials: ['shared-galaxy-orchid'],
          },
          { name: 'Brand awareness', title: 'Everything you love, for 11.11', status: 1, materials: ['global-brand'] },
        ],
      },
    ],
  },
  {
    account: 'Nimbus Video',
    name: 'Nimbus Shorts · Installs',
    groups: [
      {
        name: 'Android installs',
        ads: [
          {
            name: 'Shorts landscape video',
            title: 'Short videos, big stories',
            status: 1,
            materials: ['video-nimbus'],
          },
          // a deleted ad binds nothing: its materials stay deletable
          { name: 'Old teaser (deleted)', title: 'Coming soon', status: -1, materials: ['image-10'] },
        ],
      },
    ],
  },
  {
    account: 'Harbor Travel',
    name: 'Harbor Hotels · Weekend',
    groups: [
      {
        name: 'Paused test',
        ads: [
          { name: 'Weekend deal native', title: 'Weekend stays from $59', status: 2, materials: ['harbor-paused'] },
        ],
      },
    ],
  },
];
