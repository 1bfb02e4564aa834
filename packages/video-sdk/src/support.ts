/**
 * Browser and operating-system support check from a user-agent string (SPEC §5),
 * and the plugin version check (SPEC §9).
 */
import { MIN_BROWSER_MAJOR, PLUGIN_PACKAGE_VERSION } from './constants.js';
import { VideoError, VideoErrorCode, VideoMessages } from './errors.js';

/** Browser families the check distinguishes. */
export type BrowserName = 'Chrome' | 'Edge' | 'Firefox' | 'IE' | 'Opera' | 'Safari' | 'Unknown';

/** Operating systems the check distinguishes. */
export type OsName =
  | 'Windows 7'
  | 'Windows 8'
  | 'Windows 8.1'
  | 'Windows 10'
  | 'Windows XP'
  | 'Windows Vista'
  | 'Windows'
  | 'Mac'
  | 'iOS'
  | 'Android'
  | 'Unix'
  | 'Linux'
  | 'Unknown';

/** Browser found in a user agent. */
export interface BrowserInfo {
  name: BrowserName;
  /** Full version string, '' when unknown. */
  version: string;
  /** Major version, 0 when unknown. */
  major: number;
}

/** Plugin browser type sent in requests: 0 IE, 1 Chrome/Edge, 2 Firefox, -1 other. */
export type PluginBrowserType = 0 | 1 | 2 | -1;

/** Result of {@link checkSupport}. */
export interface SupportResult {
  supported: boolean;
  browser: BrowserInfo;
  os: OsName;
  browserType: PluginBrowserType;
  /** The 1002 error when not supported. */
  error?: VideoError;
}

const SUPPORTED_OS: ReadonlySet<OsName> = new Set([
  'Windows 7',
  'Windows 8',
  'Windows 8.1',
  'Windows 10',
  'Unix',
  'Linux',
]);
const SUPPORTED_BROWSERS: ReadonlySet<BrowserName> = new Set(['Chrome', 'Edge', 'Firefox']);

function browser(name: BrowserName, version: string | undefined): BrowserInfo {
  const v = version ?? '';
  const major = Number.parseInt(v.split('.')[0] ?? '', 10);
  return { name, version: v, major: Number.isFinite(major) ? major : 0 };
}

const BROWSER_PATTERNS: ReadonlyArray<readonly [BrowserName, RegExp]> = [
  ['Edge', /edg(?:e|a|ios)?\/([\d.]+)/],
  ['Opera', /(?:opr|opera)[/ ]([\d.]+)/],
  ['IE', /rv:([\d.]+)\) like gecko/],
  ['IE', /msie ([\d.]+)/],
  ['Firefox', /firefox\/([\d.]+)/],
  ['Chrome', /chrome\/([\d.]+)/],
  ['Safari', /version\/([\d.]+).*safari/],
];

/** Finds the browser and its version in a user-agent string. */
export function detectBrowser(userAgent: string): BrowserInfo {
  const ua = userAgent.toLowerCase();
  for (const [name, pattern] of BROWSER_PATTERNS) {
    const match = ua.match(pattern);
    if (match) return browser(name, match[1]);
  }
  return browser('Unknown', '');
}

/** Finds the operating system in a user-agent string. */
export function detectOs(userAgent: string): OsName {
  const ua = userAgent.toLowerCase();
  if (ua.includes('windows') || ua.includes('win32') || ua.includes('win64')) {
    if (ua.includes('windows nt 10') || ua.includes('windows nt 6.4')) return 'Windows 10';
    if (ua.includes('windows nt 6.3')) return 'Windows 8.1';
    if (ua.includes('windows nt 6.2')) return 'Windows 8';
    if (ua.includes('windows nt 6.1')) return 'Windows 7';
    if (ua.includes('windows nt 6.0')) return 'Windows Vista';
    if (ua.includes('windows nt 5.1') || ua.includes('windows nt 5.2')) return 'Windows XP';
    return 'Windows';
  }
  if (ua.includes('iphone') || ua.includes('ipad') || ua.includes('ipod')) return 'iOS';
  if (ua.includes('android')) return 'Android';
  if (ua.includes('mac os') || ua.includes('macintosh')) return 'Mac';
  if (ua.includes('linux')) return 'Linux';
  if (ua.includes('x11') || ua.includes('unix') || ua.includes('bsd') || ua.includes('sunos')) return 'Unix';
  return 'Unknown';
}

/** Plugin browser type of a browser: 0 IE, 1 Chrome or Edge, 2 Firefox, -1 other. */
export function browserTypeOf(info: BrowserInfo): PluginBrowserType {
  switch (info.name) {
    case 'IE':
      return 0;
    case 'Chrome':
    case 'Edge':
      return 1;
    case 'Firefox':
      return 2;
    default:
      return -1;
  }
}

/**
 * Checks that the browser is Chrome, Firefox or Edge ≥ 76 and the OS is Windows 7/8/8.1/10, Unix or Linux.
 * When not supported, `error` is a 1002 VideoError whose message names the reason.
 */
export function checkSupport(userAgent: string): SupportResult {
  const info = detectBrowser(userAgent);
  const os = detectOs(userAgent);
  const base = { browser: info, os, browserType: browserTypeOf(info) };
  let message: string | undefined;
  if (!SUPPORTED_OS.has(os)) message = VideoMessages.unsupportedOs;
  else if (!SUPPORTED_BROWSERS.has(info.name)) message = VideoMessages.unsupportedBrowser;
  else if (info.major < MIN_BROWSER_MAJOR) message = VideoMessages.browserTooOld;
  if (message === undefined) return { ...base, supported: true };
  return { ...base, supported: false, error: new VideoError(VideoErrorCode.Unsupported, message) };
}

/** Result of {@link compareVersion}. */
export interface VersionCheck {
  /** `ok` equal, `newer` installed is newer, `upgrade` installed is older or unreadable. */
  status: 'ok' | 'newer' | 'upgrade';
  installed: number;
  required: number;
  /** Set when status is `upgrade`. */
  message?: string;
}

/**
 * Compares the installed plugin version (`common.version` → `ver`) with the version this SDK was built for.
 * An unreadable version counts as too old.
 */
export function compareVersion(installed: unknown, required: number = PLUGIN_PACKAGE_VERSION): VersionCheck {
  const value = typeof installed === 'number' ? installed : Number(installed);
  if (!Number.isFinite(value) || installed === '' || installed === null || installed === undefined) {
    return { status: 'upgrade', installed: Number.NaN, required, message: VideoMessages.upgrade };
  }
  if (value < required)
    return { status: 'upgrade', installed: value, required, message: VideoMessages.upgrade };
  return { status: value === required ? 'ok' : 'newer', installed: value, required };
}
