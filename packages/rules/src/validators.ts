/**
 * Check digits and registration-number formats of the supply-chain master data (SPEC §5; pure, no
 * DOM): the one copy, which the web app's dialogs and the sandbox's handlers and seed both import.
 *
 * - 统一社会信用代码 (GB 32100-2015): 18 characters over `0-9 A-H J-N P-R T U W-Y` (no I, O, Z, S,
 *   V); the 18th is the check character: weights 3^i mod 31 over the first 17, check value
 *   31 − (sum mod 31), 31 → 0.
 * - EAN-13: 13 digits; weights 1, 3 alternating from the left over the first 12; check digit
 *   (10 − sum mod 10) mod 10.
 * - 农药登记证号: PD / LS / WP / WL + a 4-digit year (1978–2099) + a 4-digit number, optionally
 *   followed by F + 6 digits for a 分装 (repackaging) registration; the older form PD / WP + a
 *   2-digit year (78–99) + 3 digits (PD85124) too.
 * - 肥料登记证号: [province] 农肥（year）准字 / 临字 number 号 and 微生物肥（year）准字 / 临字（number）号;
 *   ASCII or full-width parentheses, optional spaces before the number.
 */

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a credit code, or undefined if any is invalid. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARS.indexOf(first17[i] as string);
    if (v < 0) return undefined;
    sum += v * (USCC_WEIGHTS[i] as number);
  }
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check];
}

/** Whether a unified social credit code has 18 valid characters and the right check character. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NP-RTUW-Y]{18}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** The check digit of the first 12 digits of an EAN-13, or undefined if they are not 12 digits. */
export function ean13CheckDigit(first12: string): string | undefined {
  if (!/^\d{12}$/.test(first12)) return undefined;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** Whether a barcode is 13 digits with the right EAN-13 check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === code[12];
}

const PESTICIDE = /^(PD|LS|WP|WL)(19[7-9]\d|20\d\d)\d{4}(F\d{6})?$/;
const PESTICIDE_OLD = /^(PD|WP)(7[89]|8\d|9\d)\d{3}$/;
const FERTILISER =
  /^(京|津|沪|渝|冀|晋|蒙|辽|吉|黑|苏|浙|皖|闽|赣|鲁|豫|鄂|湘|粤|桂|琼|川|蜀|贵|黔|云|滇|藏|陕|秦|甘|陇|青|宁|新)?农肥[(（](19[89]\d|20\d\d)[)）](准|临)字 ?\d{3,5}号$/;
const MICROBIAL = /^微生物肥[(（](19[89]\d|20\d\d)[)）](准|临)字[(（]\d{3,5}[)）]号$/;

/** Whether a text is a pesticide registration number (农药登记证号). */
export function isPesticideRegistration(no: string): boolean {
  return PESTICIDE.test(no) || PESTICIDE_OLD.test(no);
}

/** Whether a text is a fertiliser registration number (肥料登记证号, incl. 微生物肥). */
export function isFertiliserRegistration(no: string): boolean {
  return FERTILISER.test(no) || MICROBIAL.test(no);
}

/**
 * Whether a registration number suits an item of an agri-input category (`nzlx` code): 农药
 * (02…) takes a pesticide number, 化肥 (01…) a fertiliser one, any other category either.
 */
export function isValidRegistration(no: string, categoryCode: string): boolean {
  if (categoryCode.startsWith('02')) return isPesticideRegistration(no);
  if (categoryCode.startsWith('01')) return isFertiliserRegistration(no);
  return isPesticideRegistration(no) || isFertiliserRegistration(no);
}

/** Whether an item of the category must have a registration number (pesticides must). */
export const registrationRequired = (categoryCode: string): boolean => categoryCode.startsWith('02');
