/**
 * Money as the platform stores it: integer fen (分), never floating-point 元.
 */

/**
 * A market price in 元 as typed in 新增价格 / 编辑价格 or read from an import row → integer fen:
 * 1–8 integer digits, up to two decimals, above zero (spaces around it allowed); undefined for
 * anything else. Exact: the amount is never a float.
 */
export function yuanToFen(text: string): number | undefined {
  const match = /^\s*(\d{1,8})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : undefined;
}
