/** The export sheets of the system server (news, prices, notices, official documents, logs). */
import type { SheetDef } from './engine';

const pct = (v: unknown) => {
  if (v === null || v === undefined) return '';
  const n = Number(v);
  return n > 0 ? `↑ ${n.toFixed(1)}%` : n < 0 ? `↓ ${Math.abs(n).toFixed(1)}%` : '0.0%';
};

const NEWS_STATUS: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已下线' };
const NEWS_CHANNELS: Record<string, string> = { agroNews: '农业资讯', marketCondition: '市场行情' };
const DOC_STATUS = { 0: '草稿', 1: '审批中', 2: '已通过', 3: '已驳回', 4: '已撤回' };
const SECRECY = { 0: '无', 1: '秘密', 2: '机密', 3: '绝密' };
const URGENCY = { 0: '无', 1: '加急', 2: '特急' };
const NOTICE_TYPES = { 1: '通知', 2: '公告' };
const NOTICE_STATUS = { 0: '草稿', 1: '已发布', 2: '已撤回' };

export const SYSTEM_SHEETS = {
  priceExport: {
    list: 'pricePage',
    fileName: '市场价格',
    columns: [
      { header: '产品', value: 'productName' },
      { header: '地区', value: 'qhmc' },
      { header: '市场', value: 'market' },
      { header: '日期', value: 'date' },
      { header: '价格（元）', value: 'price', money: 'fen' },
      { header: '单位', value: 'unit' },
      { header: '较上期', value: (r) => pct(r.changePct) },
    ],
  },
  newsExport: {
    list: 'newsPage',
    // 农业资讯 / 市场行情 by `channel`.
    fileName: (filter) => NEWS_CHANNELS[String(filter.channel)] ?? '农业资讯',
    columns: [
      { header: '标题', value: 'title' },
      {
        header: '状态',
        value: (r) => (r.status === 1 && !r.visible ? '待发布' : (NEWS_STATUS[Number(r.status)] ?? '')),
      },
      { header: '标签', value: 'tags' },
      { header: '作者', value: 'author' },
      { header: '发布时间', value: 'publishTime' },
      { header: '浏览量', value: 'viewCount' },
    ],
  },
  officialDocExport: {
    list: 'officialDocPage',
    fileName: '公文管理',
    columns: [
      { header: '标题', value: 'title' },
      { header: '发文字号', value: 'docNo' },
      { header: '密级', value: 'secrecy', labels: SECRECY },
      { header: '紧急程度', value: 'urgency', labels: URGENCY },
      { header: '状态', value: 'status', labels: DOC_STATUS },
      { header: '印发日期', value: 'printDate' },
      { header: '更新时间', value: 'updateTime' },
    ],
  },
  noticeExport: {
    list: 'noticePage',
    fileName: '通知公告',
    columns: [
      { header: '标题', value: 'title' },
      { header: '类型', value: 'noticeType', labels: NOTICE_TYPES },
      { header: '状态', value: 'status', labels: NOTICE_STATUS },
      { header: '阅读情况', value: (r) => `${r.readCount ?? 0} / ${r.audienceCount ?? 0}` },
      { header: '发布人', value: 'creatorName' },
      { header: '发布时间', value: 'publishTime' },
    ],
  },
  logExport: {
    list: 'logPage',
    fileName: '操作日志',
    columns: [
      { header: '账号', value: 'loginname' },
      { header: '姓名', value: 'realname' },
      { header: '操作', value: 'operaname' },
      { header: 'IP 地址', value: 'ip' },
      { header: '操作时间', value: 'createTime' },
    ],
  },
} satisfies Record<string, SheetDef>;
