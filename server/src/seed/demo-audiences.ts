import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  AudienceDataType,
  AudienceSource,
  AudienceStatus,
  Encryption,
  ID_KIND_OF_ENCRYPTION,
  IndustryCategory,
  VisibilityScope,
} from '@adconsole/contract';
import type { Config } from '../config.js';
import { scratchName } from '../core/scratch-name.js';
import type { DB } from '../db/database.js';
import {
  demoRuleDevices,
  ImportFailure,
  type ImportResult,
  importAudienceFile,
  newResultKey,
  newUploadKey,
  PARTNER_DROP_FOLDER,
  saveDemoPackage,
  saveDemoPartnerFolder,
} from '../modules/audiences/index.js';
import { userIdsByLogin } from '../modules/auth-admin/index.js';
import { createStorage, type Storage } from '../modules/files/index.js';
import { seededRandom } from './seeded-random.js';

const DAY = 86_400_000;

/** What a demo package is made of: an uploaded file's lines, a partner's dropped file, or a rule. */
type Made =
  /** `badAt`: the index of a line written with two bytes that are not UTF-8 after it */
  | { upload: string[]; badAt?: number }
  | { drop: string; lines: string[] }
  | { rule: { time_range: number; country: string; industry_category: number; events: string[] } };

interface DemoAudience {
  name: string;
  description: string;
  encryption: number;
  /** the accounts it is linked to (visible to all when empty); never Galaxy Games, whose deletion test counts 0 */
  accounts: string[];
  made: Made;
  daysAgo: number;
  /** what happens after the import: deleted through the delete job, or left as a delete that failed */
  after?: 'deleted' | 'delete_failed';
}

/** Demo lines: GAIDs from a seeded generator, MD5s of a counter, junk a real export carries. */
function demoIds(seed: number) {
  const random = seededRandom(seed);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  const gaid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  return {
    gaids: (n: number) => Array.from({ length: n }, gaid),
    md5s: (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => createHash('md5').update(`${tag}-${i}`).digest('hex')),
    /** every n-th line repeated (upper case: the same GAID), blank lines and a few that are no id at all */
    untidy: (lines: string[], every: number) =>
      lines.flatMap((line, i) => {
        if (i % every === 1) return [line, line.toUpperCase()];
        if (i % (every * 3) === 2) return [line, '', `  ${line}  `];
        if (i % (every * 7) === 3) return [line, 'n/a', 'device_id'];
        return [line];
      }),
  };
}

function demoAudiences(): DemoAudience[] {
  const ids = demoIds(20261124);
  return [
    {
      name: 'Lapsed buyers · 90 days',
      description: 'GAIDs of buyers with no order in 90 days, from the CRM export',
      encryption: Encryption.NONE,
      accounts: [],
      made: { upload: ids.untidy(ids.gaids(2400), 25) },
      daysAgo: 9,
    },
    {
      name: 'High spenders · MD5',
      description: 'Hashed device ids of the top spenders of Orchid Shopping and Nimbus Video',
      encryption: Encryption.MD5,
      accounts: ['Orchid Shopping', 'Nimbus Video'],
      made: { upload: ids.md5s(1800, 'spender') },
      daysAgo: 7,
    },
    {
      name: 'SG e-commerce clickers · 7 days',
      description: 'Devices that clicked or installed from an e-commerce ad in Singapore',
      encryption: Encryption.NONE,
      accounts: [],
      made: {
        rule: {
          time_range: 7,
          country: 'SG',
          industry_category: IndustryCategory.ECOMMERCE,
          events: ['click', 'install'],
        },
      },
      daysAgo: 5,
    },
    {
      name: 'Partner · travel intenders',
      description: 'Dropped by the travel data partner',
      encryption: Encryption.NONE,
      accounts: ['Harbor Travel'],
      made: { drop: 'travel-partner/travel-intenders.txt', lines: ids.gaids(1200) },
      daysAgo: 4,
    },
    {
      name: 'App installers (hashed)',
      description: 'Mostly MD5 lines uploaded as plain GAIDs: the report warns of the kind',
      encryption: Encryption.NONE,
      accounts: [],
      made: { upload: [...ids.md5s(600, 'installer'), ...ids.gaids(250)] },
      daysAgo: 3,
    },
    {
      name: 'Spring promo viewers',
      description: 'An export saved in another encoding',
      encryption: Encryption.NONE,
      accounts: ['Orchid Shopping'],
      made: { upload: ids.gaids(50), badAt: 40 },
      daysAgo: 2,
    },
    {
      name: 'Old retargeting list',
      description: 'Replaced by the 90-day list',
      encryption: Encryption.NONE,
      accounts: [],
      made: { upload: ids.gaids(300) },
      daysAgo: 20,
      after: 'deleted',
    },
    {
      name: 'Winter sale viewers',
      description: 'Its delete failed once: delete it again',
      encryption: Encryption.NONE,
      accounts: ['Pixel Studio'],
      made: { upload: ids.gaids(500) },
      daysAgo: 12,
      after: 'delete_failed',
    },
  ];
}

/**
 * The demo's partner folders and the accounts they are mapped to (a source-2 package reads only from a
 * folder mapped to its accounts): the travel partner's, which the seeded package was made from, and one for the
 * demo advertiser's Orchid Shopping holding a file it may make a package of (path below).
 */
export const DEMO_PARTNER_FOLDERS = [
  { folder: 'travel-partner', accounts: ['Harbor Travel'] },
  { folder: 'orchid-partner', accounts: ['Orchid Shopping'] },
];
/** A dropped file no demo package is made from yet: the advertiser's to try source 2 with. */
export const DEMO_ADVERTISER_DROP = 'orchid-partner/2026-11/repeat-buyers.txt';

/** Maps the demo's partner folders and drops the advertiser's file (the seeded packages drop their own). */
async function seedPartnerFolders(
  db: DB,
  config: Config,
  storage: Storage,
  refs: { accountIds: Map<string, number>; now: number },
) {
  for (const { folder, accounts } of DEMO_PARTNER_FOLDERS) {
    const accountIds = accounts.map((name) => refs.accountIds.get(name)!);
    await saveDemoPartnerFolder(db, folder, accountIds, refs.now);
  }
  await dropFile(config, storage, DEMO_ADVERTISER_DROP, fileOf(demoIds(20261126).gaids(300)));
}

/** A file's bytes: one line each, LF; the line at `badAt` followed by two bytes that are not UTF-8. */
function fileOf(lines: string[], badAt = -1): Buffer {
  const bad = Buffer.from([0xff, 0xfe]);
  return Buffer.concat(
    lines.map((line, i) => {
      const text = Buffer.from(line, 'utf8');
      return Buffer.concat(i === badAt ? [text, bad, Buffer.from('\n')] : [text, Buffer.from('\n')]);
    }),
  );
}

/** Puts a file in storage under a new private key (as the upload call and the import do); answers the key. */
async function storePrivate(storage: Storage, key: string, write: (file: string) => Promise<unknown>): Promise<string> {
  await fsp.mkdir(storage.scratchDir, { recursive: true });
  const scratch = path.join(storage.scratchDir, scratchName('part'));
  try {
    await write(scratch);
    await storage.putFile(key, scratch, 'application/octet-stream');
  } finally {
    await fsp.rm(scratch, { force: true });
  }
  return key;
}

/** Drops a partner's file where source-2 paths are read: the drop folder, or the bucket in S3 mode. */
async function dropFile(config: Config, storage: Storage, rel: string, data: Buffer): Promise<void> {
  if (config.storage.kind === 's3') {
    await storage.put(rel, Readable.from([data]), 'text/plain');
    return;
  }
  const file = path.join(config.dataDir, PARTNER_DROP_FOLDER, rel);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.writeFile(file, data);
}

/** The rule's devices as GAID lines, read as the generation job reads them. */
async function ruleLines(
  db: DB,
  rule: { country: string; industry_category: number; events: string[]; time_range: number },
  now: number,
) {
  const devices: string[] = [];
  const match = {
    country: rule.country,
    industryCategory: rule.industry_category,
    events: rule.events,
    since: now - rule.time_range * DAY,
  };
  for await (const page of demoRuleDevices(db, match)) devices.push(...page);
  return devices;
}

/** What the import engine makes of a file: the package's fields and its report, the sorted set stored. */
async function imported(storage: Storage, data: Buffer, encryption: number) {
  const kind = ID_KIND_OF_ENCRYPTION[encryption as 0 | 1 | 2 | 3];
  let result: ImportResult | null = null;
  try {
    const resultKey = await storePrivate(storage, newResultKey(), async (file) => {
      const output = fs.createWriteStream(file);
      try {
        result = await importAudienceFile(Readable.from([data]), { kind, totalBytes: data.length, output });
      } finally {
        // a failed import may end before the stream has opened its file: wait for the close, or the scratch file
        // would appear after storePrivate removed it
        if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()).destroy());
      }
    });
    const { report } = result as unknown as ImportResult;
    const fields = { status: AudienceStatus.IMPORT_SUCCESSFUL, count: report.count, result_key: resultKey };
    return { fields: { ...fields, import_warning: report.warning ?? null }, report };
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    const failure = JSON.stringify({ reason: error.reason, line: error.line });
    return { fields: { status: AudienceStatus.IMPORT_FAILED, failure }, report: error.report };
  }
}

/**
 * Demo audience packages of each source and status, made by the real import engine (in this process: the files are
 * small), so their counts, reports and result files are what an import makes: an upload with duplicates, blanks and
 * junk lines, an MD5 one linked to two accounts, a rule-based one from the demo device events, a partner's dropped
 * file, one whose lines look like another kind (the warning), one that fails on bad UTF-8, one deleted (its files
 * removed, as the delete job does) and one whose delete failed. Runs after the demo transaction. Answers the
 * packages' ids by name.
 */
export async function seedDemoAudiences(
  db: DB,
  config: Config,
  refs: { accountIds: Map<string, number>; now: number },
): Promise<Map<string, number>> {
  const made = new Map<string, number>();
  const storage = createStorage(config);
  const creator = (await userIdsByLogin(db)).get('operator') ?? null;
  await seedPartnerFolders(db, config, storage, refs);
  // oldest first: the list shows the newest id first, as it would after a month of use
  for (const audience of demoAudiences().sort((a, b) => b.daysAgo - a.daysAgo)) {
    const { made: how } = audience;
    let source: number = AudienceSource.RULES;
    let pathOf = '';
    let fileKey: string | null = null;
    let data: Buffer;
    if ('upload' in how) {
      source = AudienceSource.UPLOAD;
      data = fileOf(how.upload, how.badAt);
      fileKey = await storePrivate(storage, newUploadKey(), (file) => fsp.writeFile(file, data));
      pathOf = fileKey;
    } else if ('drop' in how) {
      source = AudienceSource.STORAGE;
      pathOf = how.drop;
      data = fileOf(how.lines);
      await dropFile(config, storage, how.drop, data);
    } else {
      data = fileOf(await ruleLines(db, how.rule, refs.now));
    }
    // a rule that matches no device is an empty audience, as the generation job makes it
    const { fields, report } = data.length
      ? await imported(storage, data, audience.encryption)
      : { fields: { status: AudienceStatus.IMPORT_SUCCESSFUL, count: 0 }, report: null };
    const after = { ...fields, file_key: fileKey };
    if (audience.after === 'deleted') {
      for (const key of [after.file_key, 'result_key' in after ? after.result_key : null])
        if (key) await storage.delete(key);
      Object.assign(after, { status: AudienceStatus.DELETED, file_key: null, result_key: null });
    } else if (audience.after === 'delete_failed') {
      Object.assign(after, {
        status: AudienceStatus.DELETE_FAILED,
        failure: JSON.stringify({ reason: 'delete_failed', line: null }),
      });
    }
    const at = refs.now - audience.daysAgo * DAY;
    const id = await saveDemoPackage(db, {
      row: {
        name: audience.name,
        name_key: audience.name.toLowerCase(),
        data_type: AudienceDataType.GAID,
        encryption: audience.encryption,
        source,
        path: pathOf,
        result_key: null,
        description: audience.description,
        account_relation_type: audience.accounts.length ? VisibilityScope.SPECIFIED : VisibilityScope.ALL,
        count: null,
        progress: null,
        failure: null,
        import_warning: null,
        creator_id: creator,
        create_time: at,
        update_time: at,
        ...after,
      },
      accountIds: audience.accounts.map((name) => refs.accountIds.get(name)!),
      rule: 'rule' in how ? { ...how.rule, events: how.rule.events.join(',') } : null,
      report: report ? JSON.stringify(report) : null,
    });
    made.set(audience.name, id);
  }
  return made;
}
