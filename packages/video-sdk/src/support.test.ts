import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VideoMessages } from './errors.js';
import { checkSupport, compareVersion, detectBrowser, detectOs } from './support.js';

const UA = {
  chromeWin10:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.130 Safari/537.36',
  chrome75Win7:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.100 Safari/537.36',
  chrome76Win81:
    'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/76.0.3809.87 Safari/537.36',
  edgeWin10:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  oldEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:115.0) Gecko/20100101 Firefox/115.0',
  firefoxBsd: 'Mozilla/5.0 (X11; FreeBSD amd64; rv:109.0) Gecko/20100101 Firefox/110.0',
  firefoxWin8: 'Mozilla/5.0 (Windows NT 6.2; Win64; x64; rv:102.0) Gecko/20100101 Firefox/102.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  ie11Win7: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  operaWin10:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0',
  chromeXp:
    'Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

describe('browser and OS detection', () => {
  it.each([
    [UA.chromeWin10, 'Chrome', 120, 'Windows 10'],
    [UA.chrome75Win7, 'Chrome', 75, 'Windows 7'],
    [UA.chrome76Win81, 'Chrome', 76, 'Windows 8.1'],
    [UA.edgeWin10, 'Edge', 120, 'Windows 10'],
    [UA.oldEdge, 'Edge', 18, 'Windows 10'],
    [UA.firefoxLinux, 'Firefox', 115, 'Linux'],
    [UA.firefoxBsd, 'Firefox', 110, 'Unix'],
    [UA.firefoxWin8, 'Firefox', 102, 'Windows 8'],
    [UA.safariMac, 'Safari', 17, 'Mac'],
    [UA.ie11Win7, 'IE', 11, 'Windows 7'],
    [UA.operaWin10, 'Opera', 105, 'Windows 10'],
    [UA.chromeXp, 'Chrome', 49, 'Windows XP'],
    [UA.chromeAndroid, 'Chrome', 120, 'Android'],
  ])('%s → %s %i on %s', (ua, name, major, os) => {
    expect(detectBrowser(ua)).toMatchObject({ name, major });
    expect(detectOs(ua)).toBe(os);
  });
});

describe('checkSupport (1002)', () => {
  it.each([UA.chromeWin10, UA.chrome76Win81, UA.edgeWin10, UA.firefoxLinux, UA.firefoxBsd, UA.firefoxWin8])(
    'supports %s',
    (ua) => {
      const result = checkSupport(ua);
      expect(result.supported).toBe(true);
      expect(result.error).toBeUndefined();
    },
  );

  it.each([
    [UA.chrome75Win7, VideoMessages.browserTooOld],
    [UA.oldEdge, VideoMessages.browserTooOld],
    [UA.ie11Win7, VideoMessages.unsupportedBrowser],
    [UA.operaWin10, VideoMessages.unsupportedBrowser],
    [UA.safariMac, VideoMessages.unsupportedOs],
    [UA.chromeMac, VideoMessages.unsupportedOs],
    [UA.chromeXp, VideoMessages.unsupportedOs],
    [UA.chromeAndroid, VideoMessages.unsupportedOs],
    ['', VideoMessages.unsupportedOs],
  ])('rejects %s with 1002 and the right message', (ua, message) => {
    const result = checkSupport(ua);
    expect(result.supported).toBe(false);
    expect(result.error).toMatchObject({ code: 1002, message });
  });

  it('maps browsers to the plugin browser type (1 Chrome/Edge, 2 Firefox, 0 IE)', () => {
    expect(checkSupport(UA.chromeWin10).browserType).toBe(1);
    expect(checkSupport(UA.edgeWin10).browserType).toBe(1);
    expect(checkSupport(UA.firefoxLinux).browserType).toBe(2);
    expect(checkSupport(UA.ie11Win7).browserType).toBe(0);
    expect(checkSupport(UA.safariMac).browserType).toBe(-1);
  });
});

describe('compareVersion', () => {
  it('classifies the installed plugin against 2311300922', () => {
    expect(compareVersion('2311300922').status).toBe('ok');
    expect(compareVersion(2311300922).status).toBe('ok');
    expect(compareVersion('2405260000').status).toBe('newer');
    expect(compareVersion('2209071352')).toEqual({
      status: 'upgrade',
      installed: 2209071352,
      required: 2311300922,
      message: '当前电脑上的插件版本过低,建议升级插件!',
    });
    expect(compareVersion(undefined).status).toBe('upgrade');
    expect(compareVersion('abc').status).toBe('upgrade');
    expect(compareVersion('').status).toBe('upgrade');
  });

  it('asks for an upgrade exactly when installed < required', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (installed, required) => {
        const check = compareVersion(installed, required);
        expect(check.status === 'upgrade').toBe(installed < required);
        expect(check.status === 'ok').toBe(installed === required);
      }),
    );
  });
});
