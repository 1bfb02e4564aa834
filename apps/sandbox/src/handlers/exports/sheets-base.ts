/** The export sheets of the base server (农业服务) and the area server (地块). */
import { duration, fileSize, fixed2 } from './cells';
import type { SheetDef } from './engine';

const PROGRAMME_STATUS = { 0: '计划中', 1: '执行中', 2: '已完成' };
const SCHEME_STATUS = { 0: '草稿', 1: '已发布', 2: '已撤回' };

export const BASE_SHEETS = {
  agroCropExport: {
    list: 'agroCropPage',
    fileName: '作物列表',
    columns: [
      { header: '作物名称', value: 'name' },
      { header: '所属科', value: 'family' },
      { header: '作物类别', value: 'category' },
      { header: '生育天数', value: (r) => String(r.maturityDays ?? '') },
      { header: '品种数', value: 'varietyCount' },
      { header: '生育期数', value: 'stageCount' },
      { header: '方案数', value: 'programmeCount' },
      { header: '说明', value: 'description' },
      { header: '更新时间', value: 'updateTime' },
    ],
  },
  agroVarietyExport: {
    list: 'agroVarietyPage',
    fileName: '作物品种列表',
    columns: [
      { header: '作物', value: 'cropName' },
      { header: '品种名称', value: 'name' },
      { header: '审定（登记）编号', value: 'registrationNo' },
      { header: '供应商', value: 'supplierName' },
      { header: '生育期（天）', value: 'maturityDays' },
      { header: '亩产（公斤）', value: (r) => String(r.yieldPerMu ?? '') },
      { header: '种植密度（株/亩）', value: (r) => String(r.densityPerMu ?? '') },
      { header: '特征特性', value: 'traits' },
    ],
  },
  agroProgrammeExport: {
    list: 'agroProgrammePage',
    fileName: '种植方案列表',
    columns: [
      { header: '方案名称', value: 'name' },
      { header: '作物', value: 'cropName' },
      { header: '品种', value: 'varietyName' },
      { header: '地块', value: 'plotName' },
      { header: '播种日期', value: 'sowingDate' },
      { header: '当前生育期', value: 'currentStage' },
      { header: '计划结束', value: 'plannedEnd' },
      { header: '状态', value: 'status', labels: PROGRAMME_STATUS },
    ],
  },
  agroSchemeExport: {
    list: 'agroSchemePage',
    fileName: '农技方案',
    columns: [
      { header: '方案名称', value: 'title' },
      { header: '作物', value: 'cropName' },
      { header: '生育期', value: 'stage' },
      { header: '防治对象', value: 'problem' },
      { header: '状态', value: 'status', labels: SCHEME_STATUS },
      { header: '推荐农资', value: 'skuCount' },
      { header: '附件', value: 'attachmentCount' },
      { header: '编制人', value: 'author' },
      { header: '发布时间', value: 'publishTime' },
    ],
  },
  agroVideoExport: {
    list: 'agroVideoPage',
    fileName: '农技视频',
    columns: [
      { header: '视频标题', value: 'title' },
      { header: '作物', value: 'cropName' },
      { header: '分类', value: 'category', dict: 'spfl' },
      { header: '时长', value: (r) => duration(r.durationSec) },
      { header: '大小', value: (r) => fileSize(r.size) },
      { header: '播放量', value: 'viewCount' },
      { header: '上传时间', value: 'createTime' },
    ],
  },
  massifExport: {
    list: 'massifList',
    fileName: '地块列表',
    columns: [
      { header: '地块名称', value: 'name' },
      { header: '所有者', value: 'ownerName' },
      { header: '所在地区', value: 'qhmc' },
      { header: '当前作物', value: 'cropName' },
      { header: '面积（亩）', value: fixed2('areaMu') },
    ],
  },
} satisfies Record<string, SheetDef>;
