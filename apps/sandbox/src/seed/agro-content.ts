/**
 * Seed of the agricultural service, part 3 (migration 015): technical schemes (published, draft
 * and withdrawn, with recommended catalogue SKUs) and technical videos backed by real, tiny video
 * files committed under `seed/` (a 4-second VP9 WebM and an H.264 MP4 of a test pattern, a few KB
 * each, and a JPEG cover), and the dictionary of video categories `spfl` (视频分类). Crops are those
 * of the crops seed, found by name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/adapter';
import { DAY_MS } from '../util/time';
import { SEED_DIR } from './regions';
import { SEED_SKU_SPECS } from './shop';

export const AGRO_CONTENT_SEED_TABLES = ['agro_video', 'agro_media', 'agro_scheme'] as const;
export const AGRO_CONTENT_IDENTITY_TABLES = ['agro_scheme', 'agro_video'] as const;

/** The dictionary of video categories (its codes are the videos' `category`). */
export const VIDEO_CATEGORIES = [
  { code: '01', name: '栽培技术' },
  { code: '02', name: '病虫害防治' },
  { code: '03', name: '科学施肥' },
  { code: '04', name: '农机操作' },
  { code: '05', name: '政策解读' },
] as const;

/** Fixed ids of the seeded media files (tests and the e2e journey refer to them). */
export const SEED_MEDIA = {
  webm: 'v20260101000000seed01',
  mp4: 'v20260101000000seed02',
  cover: 'c20260101000000seed03',
} as const;

/** The id of the first specification of the seeded item whose name contains `name`. */
function specOf(name: string, spec?: string): number {
  const found = SEED_SKU_SPECS.find((s) => s.name.includes(name) && (spec === undefined || s.spec === spec));
  if (!found) throw new Error(`seed: no SKU named ${name}`);
  return found.id;
}

interface SchemeSeed {
  title: string;
  crop: string;
  stage: string;
  problem: string;
  measures: string;
  specs: number[];
  /** 0 草稿, 1 已发布, 2 已撤回. */
  status: 0 | 1 | 2;
  daysAgo: number;
}

const SCHEMES: readonly SchemeSeed[] = [
  {
    title: '水稻分蘖期稻飞虱综合防治方案',
    crop: '水稻',
    stage: '分蘖期',
    problem: '稻飞虱',
    measures:
      '<h3>防治指标</h3><p>分蘖期百丛虫量超过 <strong>1000 头</strong>时施药。</p><h3>具体做法</h3><ol><li>保护天敌，田埂种植芝麻、大豆等显花植物。</li><li>药剂防治：选用阿维菌素对水喷雾，重点喷施稻丛中下部。</li><li>施药后保持浅水层 3～5 天。</li></ol>',
    specs: [specOf('阿维菌素', '100ml/瓶'), specOf('氯虫苯甲酰胺')],
    status: 1,
    daysAgo: 20,
  },
  {
    title: '水稻破口抽穗期稻瘟病预防方案',
    crop: '水稻',
    stage: '破口抽穗期',
    problem: '稻瘟病',
    measures:
      '<p>破口前 5～7 天和齐穗期各施药一次，预防穗颈瘟。</p><ul><li>选用肟菌·戊唑醇或嘧菌酯悬浮剂对水喷雾。</li><li>阴雨天气抢晴施药，施药后 6 小时内遇雨需补喷。</li></ul>',
    specs: [specOf('拿敌稳'), specOf('阿米西达', '100ml/瓶')],
    status: 1,
    daysAgo: 12,
  },
  {
    title: '油菜蕾薹期菌核病防治方案',
    crop: '油菜',
    stage: '蕾薹期',
    problem: '菌核病',
    measures:
      '<p>初花期至盛花期施药 1～2 次，间隔 7～10 天。</p><p>清沟排渍，降低田间湿度；摘除病老黄叶带出田外。</p>',
    specs: [specOf('阿米西达', '1L/瓶')],
    status: 0,
    daysAgo: 3,
  },
  {
    title: '柑橘春梢期红蜘蛛防治方案',
    crop: '柑橘',
    stage: '春梢期',
    problem: '红蜘蛛',
    measures: '<p>春梢叶片平均每叶有螨 2～3 头时施药，轮换用药，避免高温时段喷施。</p>',
    specs: [specOf('阿维菌素', '500ml/瓶')],
    status: 2,
    daysAgo: 40,
  },
  {
    title: '水稻返青分蘖期科学追肥方案',
    crop: '水稻',
    stage: '返青分蘖期',
    problem: '分蘖不足、叶色偏淡',
    measures: '<p>移栽后 5～7 天结合化学除草追施分蘖肥，每亩尿素 5～7 公斤；晒田复水后视叶色补施穗肥。</p>',
    specs: [specOf('尿素', '40kg/袋'), specOf('复合肥', '40kg/袋')],
    status: 1,
    daysAgo: 30,
  },
];

interface VideoSeed {
  title: string;
  crop: string | null;
  category: string;
  fileId: string;
  coverId: string | null;
  durationSec: number;
  description: string;
  viewCount: number;
  daysAgo: number;
}

const VIDEOS: readonly VideoSeed[] = [
  {
    title: '水稻机插秧操作要点',
    crop: '水稻',
    category: '04',
    fileId: SEED_MEDIA.webm,
    coverId: SEED_MEDIA.cover,
    durationSec: 4,
    description: '秧盘准备、插秧机调试与插秧深度控制。',
    viewCount: 128,
    daysAgo: 15,
  },
  {
    title: '稻飞虱田间识别与防治',
    crop: '水稻',
    category: '02',
    fileId: SEED_MEDIA.mp4,
    coverId: null,
    durationSec: 4,
    description: '白背飞虱、褐飞虱的识别，百丛虫量调查方法。',
    viewCount: 56,
    daysAgo: 6,
  },
];

const file = (name: string) => readFileSync(path.join(SEED_DIR, name));

export async function seedAgroContent(q: Queryable, now: Date): Promise<void> {
  // The video category dictionary, after every other category.
  const [cat] = await q.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from dic_category');
  const created = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  await q.query(
    `insert into dic_category (id, dic_number, dic_name, remark, create_time, update_time)
     values ($1, 'spfl', '视频分类', '农技视频的分类', $2::timestamptz, $2::timestamptz)`,
    [cat?.id, created],
  );
  const [entry] = await q.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from dic_entry');
  const firstEntry = entry?.id ?? 1;
  for (const [i, c] of VIDEO_CATEGORIES.entries()) {
    await q.query(
      `insert into dic_entry (id, dic_number, pid, code, name, sort) values ($1, 'spfl', 0, $2, $3, $4)`,
      [firstEntry + i, c.code, c.name, i + 1],
    );
  }

  const crops = new Map(
    (await q.query<{ id: number; name: string }>('select id, name from agro_crop')).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const at = (daysAgo: number, hours = 9) =>
    new Date(now.getTime() - daysAgo * DAY_MS + hours * 3600_000 - 12 * 3600_000).toISOString();

  let schemeId = 0;
  for (const s of SCHEMES) {
    const cropId = crops.get(s.crop);
    if (cropId === undefined) continue;
    schemeId += 1;
    await q.query(
      `insert into agro_scheme (id, title, crop_id, stage, problem, measures, spec_ids, attachments, status,
                                publish_time, author, create_time, update_time)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, '[]'::jsonb, $8, $9::timestamptz, '系统管理员',
               $10::timestamptz, $11::timestamptz)`,
      [
        schemeId,
        s.title,
        cropId,
        s.stage,
        s.problem,
        s.measures,
        JSON.stringify(s.specs),
        s.status,
        s.status === 0 ? null : at(s.daysAgo - 1),
        at(s.daysAgo),
        at(s.status === 0 ? s.daysAgo : s.daysAgo - 1, 10),
      ],
    );
  }

  const media = [
    {
      id: SEED_MEDIA.webm,
      kind: 'video',
      name: '水稻机插秧操作要点.webm',
      type: 'video/webm',
      src: 'agro-video-sample.webm',
    },
    {
      id: SEED_MEDIA.mp4,
      kind: 'video',
      name: '稻飞虱田间识别.mp4',
      type: 'video/mp4',
      src: 'agro-video-sample.mp4',
    },
    {
      id: SEED_MEDIA.cover,
      kind: 'cover',
      name: '机插秧封面.jpg',
      type: 'image/jpeg',
      src: 'agro-video-cover.jpg',
    },
  ];
  for (const m of media) {
    const content = file(m.src);
    await q.query(
      `insert into agro_media (file_id, kind, file_name, content_type, size, content, create_time)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [m.id, m.kind, m.name, m.type, content.length, content, at(30)],
    );
  }
  for (const [i, v] of VIDEOS.entries()) {
    await q.query(
      `insert into agro_video (id, title, crop_id, category, file_id, cover_id, duration_sec, description,
                               view_count, create_time, update_time)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $10::timestamptz)`,
      [
        i + 1,
        v.title,
        v.crop ? (crops.get(v.crop) ?? null) : null,
        v.category,
        v.fileId,
        v.coverId,
        v.durationSec,
        v.description,
        v.viewCount,
        at(v.daysAgo),
      ],
    );
  }
}
