/**
 * Money of the web app: the one formatter and parser of `@agrimap/rules` (integer fen shown and
 * typed as yuan, SPEC §9), under the app's usual `@/lib` path.
 */
export {
  fenToYuan,
  fenToYuanNumber,
  MARKET_PRICE_MAX_FEN,
  marketPriceFen,
  parseYuan,
  YUAN_DECIMALS,
  type YuanError,
  type YuanFormat,
  type YuanParse,
  type YuanReading,
  yuanToFen,
} from '@agrimap/rules';
