import { describe, expect, it } from 'vitest';
import { channelIdOf, deviceChannels, parseChannelId } from './channels';

describe('channel ids', () => {
  it('builds <code>$1$0$<index> ids', () => {
    expect(channelIdOf('43010400001', 0)).toBe('43010400001$1$0$0');
    expect(channelIdOf('43010400001', 15)).toBe('43010400001$1$0$15');
  });

  it('reads the device code and the 1-based channel number back', () => {
    expect(parseChannelId('43010400001$1$0$0')).toEqual({ deviceCode: '43010400001', channel: 1 });
    expect(parseChannelId('43010400001$1$0$7')).toEqual({ deviceCode: '43010400001', channel: 8 });
    expect(parseChannelId('1000017')).toEqual({ deviceCode: '1000017', channel: 1 });
    expect(parseChannelId('1000017$1$0$x')).toEqual({ deviceCode: '1000017', channel: 1 });
  });
});

describe('deviceChannels', () => {
  it('lists unitsObj.channels channels with their names, code and type', () => {
    expect(
      deviceChannels({
        code: 'D1',
        name: '望城仓库-录像机',
        type: 1,
        unitsObj: { channels: 3, channelName: ['东门', '  ', null] },
      }),
    ).toEqual([
      { channelId: 'D1$1$0$0', channelName: '东门', deviceCode: 'D1', deviceType: 1 },
      { channelId: 'D1$1$0$1', channelName: '望城仓库-录像机 通道2', deviceCode: 'D1', deviceType: 1 },
      { channelId: 'D1$1$0$2', channelName: '望城仓库-录像机 通道3', deviceCode: 'D1', deviceType: 1 },
    ]);
  });

  it('falls back to the listed names, then to none; names missing devices by code', () => {
    expect(deviceChannels({ code: 'D2', name: null, unitsObj: { channelName: ['入口', '出口'] } })).toEqual([
      { channelId: 'D2$1$0$0', channelName: '入口', deviceCode: 'D2' },
      { channelId: 'D2$1$0$1', channelName: '出口', deviceCode: 'D2' },
    ]);
    expect(deviceChannels({ code: 'D3', name: '', unitsObj: { channels: 1 } })[0]?.channelName).toBe(
      'D3 通道1',
    );
    expect(deviceChannels({ code: 'D4', name: '门店', unitsObj: null })).toEqual([]);
    expect(deviceChannels({ code: 'D5', name: '门店', unitsObj: { channels: 0 } })).toEqual([]);
  });
});
