import type { MenuNode } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { monitoringEntries } from './MonitoringShell';

const tree: MenuNode[] = [
  { name: '运营支撑系统', menuUrl: '/yxzcxt', type: 1, menuVoList: [] },
  {
    name: '物联网监测',
    menuUrl: '/wlwyzt',
    type: 1,
    menuVoList: [
      { name: '物联网一张图', menuUrl: '/wlwyzt_cockpit', type: 1 },
      {
        name: '设备管理',
        menuUrl: '/wlwyzt/index/asset',
        type: 1,
        menuVoList: [{ name: '编辑', menuUrl: 'device:edit', type: 2 }],
      },
      { name: '同步', menuUrl: 'device:sync', type: 2 },
    ],
  },
];

describe('monitoringEntries', () => {
  it('takes the 物联网监测 entries of the menu, leaving out buttons and the shell’s fixed targets', () => {
    expect(monitoringEntries(tree).map((e) => e.name)).toEqual(['设备管理']);
  });

  it('is empty when the user has no monitoring system', () => {
    expect(monitoringEntries(tree.slice(0, 1))).toEqual([]);
  });
});
