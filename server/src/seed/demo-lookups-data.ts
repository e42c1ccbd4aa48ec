// The demo's lookup data: publisher apps, placements, DSPs, ad platforms, and the demo accounts' own apps and
// platform accounts. Names are made up but shaped like the real thing (package names, platform account ids).

/** Publisher apps [name, package, platform (1 Android, 2 iOS)]; one package exists on both platforms. */
export const MEDIA_APPS: [string, string, number][] = [
  ['Sunny Weather Forecast', 'com.sunnyapps.weather', 1],
  ['QuickScan PDF Scanner', 'com.quickscan.pdf', 1],
  ['Puzzle Blast Saga', 'com.joyforge.puzzleblast', 1],
  ['Daily Recipes Kitchen', 'com.cookmate.recipes', 1],
  ['FitPulse Step Counter', 'com.fitpulse.steps', 1],
  ['Bubble Pop Mania', 'com.joyforge.bubblepop', 1],
  ['Easy File Transfer', 'com.swiftshare.transfer', 1],
  ['Cricket Live Scores', 'com.scorebuzz.cricket', 1],
  ['Bollywood Tunes Radio', 'com.tunewave.radio', 1],
  ['Caller Name ID', 'com.callguard.callerid', 1],
  ['Photo Cutout Editor', 'com.snapcraft.cutout', 1],
  ['Ludo Royale', 'com.boardking.ludo', 1],
  ['Quran Reader & Prayer Times', 'com.noorapps.quran', 1],
  ['Offline Maps Navigator', 'com.pathfinder.maps', 1],
  ['Phone Cleaner Booster', 'com.tidyphone.cleaner', 1],
  ['Solitaire Journey', 'com.cardhaven.solitaire', 1],
  ['Hindi Keyboard', 'com.typeswift.hindi', 1],
  ['Manga Reader Hub', 'com.pageturn.manga', 1],
  ['Video Downloader Pro', 'com.grabit.videodl', 1],
  ['Flashlight Plus', 'com.brightbeam.flashlight', 1],
  ['Sudoku Master', 'com.brainyard.sudoku', 1],
  ['Crypto Price Tracker', 'com.coinwatch.tracker', 1],
  ['Learn English Daily', 'com.lingobee.english', 1],
  ['Sticker Maker for Chat', 'com.stickerlab.maker', 1],
  ['Drift Racing Legends', 'com.turbobyte.drift', 1],
  ['Period Tracker Bloom', 'com.bloomhealth.period', 1],
  ['VPN Shield Fast', 'com.shieldnet.vpn', 1],
  ['News Today Digest', 'com.newsdigest.today', 1],
  ['Wallpaper HD 4K', 'com.pixelwall.hd', 1],
  ['Music Player Equalizer', 'com.tunewave.player', 1],
  ['Tile Match Garden', 'com.joyforge.tilematch', 2],
  ['Sunny Weather Forecast', 'com.sunnyapps.weather', 2],
  ['QR Code Reader', 'com.quickscan.qr', 2],
  ['Block Puzzle Classic', 'com.brainyard.blockpuzzle', 1],
  ['Fasting Tracker', 'com.bloomhealth.fasting', 2],
  ['Screen Recorder HD', 'com.snapcraft.recorder', 1],
  ['Word Connect Cross', 'com.brainyard.wordconnect', 1],
  ['Habit Tracker Daily', 'com.habitloop.daily', 2],
  ['Carrom Pool Star', 'com.boardking.carrom', 1],
  ['Translator Voice & Text', 'com.lingobee.translate', 1],
];

/** Placement kinds per ad type (1 banner, 2 interstitial, 3 native, 4 rewarded video, 5 splash): [label, w, h]. */
export const PLACEMENTS: Record<number, [string, number, number][]> = {
  1: [
    ['Home banner', 320, 50],
    ['Bottom banner', 320, 50],
    ['Leaderboard banner', 728, 90],
    ['Medium rectangle', 300, 250],
  ],
  2: [
    ['Level complete interstitial', 320, 480],
    ['Exit interstitial', 1080, 1920],
    ['Landscape interstitial', 480, 320],
  ],
  3: [
    ['Feed native', 1200, 627],
    ['Square native', 1080, 1080],
    ['List native', 600, 500],
  ],
  4: [
    ['Rewarded video', 1280, 720],
    ['Portrait rewarded video', 720, 1280],
  ],
  5: [
    ['Splash screen', 1080, 1920],
    ['Open splash', 720, 1280],
  ],
};

/** DSPs buying our placements, and the shape of their own placement ids. */
export const DSPS: { name: string; code: string; placementId: (n: number) => string }[] = [
  { name: 'The Trade Desk', code: 'ttd', placementId: (n) => `ttd-plc-${n}` },
  { name: 'Google DV360', code: 'dv360', placementId: (n) => `${5_100_000 + n}` },
  { name: 'Amazon DSP', code: 'amazon', placementId: (n) => `amzn_slot_${n}` },
  { name: 'Xandr Invest', code: 'xandr', placementId: (n) => `${30_000_000 + n}` },
  { name: 'Moloco', code: 'moloco', placementId: (n) => `mlc-${n.toString(36)}` },
  { name: 'Liftoff', code: 'liftoff', placementId: (n) => `lo_${n}` },
];

export const AD_PLATFORMS: [name: string, code: string][] = [
  ['Google Ads', 'google_ads'],
  ['Meta', 'meta'],
  ['TikTok', 'tiktok'],
  ['Unity Ads', 'unity'],
  ['AppLovin', 'applovin'],
  ['Mintegral', 'mintegral'],
  ['Pangle', 'pangle'],
  ['ironSource', 'ironsource'],
];

/** Advertiser apps per demo account: [name, package, app store (1 Google Play, 2 Xiaomi, 3 Huawei, 4 vivo, 5 OPPO, 6 APK)]. */
export const AD_APPS: Record<string, [string, string, number][]> = {
  'Galaxy Games': [
    ['Galaxy Merge Quest', 'com.galaxygames.mergequest', 1],
    ['Star Raiders: Space Shooter', 'com.galaxygames.starraiders', 1],
    ['Galaxy Solitaire Classic', 'com.galaxygames.solitaire', 1],
    ['Nebula Racing 3D', 'com.galaxygames.nebularacing', 2],
    ['Word Galaxy', 'com.galaxygames.wordgalaxy', 1],
  ],
  'Orchid Shopping': [
    ['Orchid Mall', 'com.orchidshop.mall', 1],
    ['Orchid Deals', 'com.orchidshop.deals', 1],
    ['Orchid Fresh Grocery', 'com.orchidshop.fresh', 3],
    ['Orchid Mall Lite', 'com.orchidshop.mall.lite', 6],
  ],
  'Nimbus Video': [
    ['Nimbus Player', 'com.nimbus.player', 1],
    ['Nimbus Shorts', 'com.nimbus.shorts', 1],
    ['Nimbus Live', 'com.nimbus.live', 2],
  ],
  'Harbor Travel': [
    ['Harbor Trips', 'com.harbortravel.trips', 1],
    ['Harbor Hotels', 'com.harbortravel.hotels', 1],
    ['Harbor Flights', 'com.harbortravel.flights', 3],
  ],
  'Pixel Studio': [
    ['Pixel Photo Editor', 'com.pixelstudio.editor', 1],
    ['Pixel Collage Maker', 'com.pixelstudio.collage', 4],
    ['Pixel AI Avatar', 'com.pixelstudio.avatar', 1],
  ],
  'Lotus Finance': [
    ['Lotus Wallet', 'com.lotusfin.wallet', 1],
    ['Lotus Credit', 'com.lotusfin.credit', 1],
    ['Lotus Stocks', 'com.lotusfin.stocks', 5],
  ],
  'Maple Education': [
    ['Maple English', 'com.mapleedu.english', 1],
    ['Maple Math Kids', 'com.mapleedu.mathkids', 1],
    ['Maple Exam Prep', 'com.mapleedu.examprep', 2],
  ],
  'Comet Music': [
    ['Comet Music Player', 'com.cometmusic.player', 1],
    ['Comet Karaoke', 'com.cometmusic.karaoke', 1],
    ['Comet Ringtones', 'com.cometmusic.ringtones', 6],
  ],
  'Jade Mobility': [
    ['Jade Ride', 'com.jademobility.ride', 1],
    ['Jade Scooter', 'com.jademobility.scooter', 1],
    ['Jade Drive', 'com.jademobility.drive', 3],
  ],
};

/** Platform accounts per demo account: [platform code, the platform's own account id]. */
export const PLATFORM_ACCOUNTS: Record<string, [string, string][]> = {
  'Galaxy Games': [
    ['google_ads', '482-193-7750'],
    ['meta', 'act_2081734469102257'],
    ['tiktok', '7214508836410982401'],
    ['unity', 'unity-org-5c1e93a7'],
    ['applovin', 'al_sdk_8f2d41c0'],
    ['ironsource', 'is-app-1a9f47d'],
  ],
  'Orchid Shopping': [
    ['google_ads', '913-402-6618'],
    ['meta', 'act_3317820055412809'],
    ['tiktok', '7290155321907511298'],
  ],
  'Nimbus Video': [
    ['google_ads', '275-881-0394'],
    ['mintegral', '184903'],
  ],
  'Harbor Travel': [
    ['google_ads', '640-227-9183'],
    ['meta', 'act_1190458823007716'],
  ],
  'Pixel Studio': [
    ['meta', 'act_2748830196645120'],
    ['pangle', '8047712'],
  ],
  'Lotus Finance': [['google_ads', '358-770-4412']],
  'Maple Education': [
    ['google_ads', '807-115-2936'],
    ['tiktok', '7301948820153620482'],
  ],
  'Comet Music': [['meta', 'act_4402117739058831']],
  'Jade Mobility': [['google_ads', '129-664-0587']],
};
