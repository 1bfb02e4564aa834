// Page titles of the map routes. Route files import them eagerly (staticData.title), so this
// module imports nothing: the rest of the map's messages load with the map screens.
export const mapTitles = {
  mainMap: '农资一张图',
  twoDMap: '二维地图',
} as const;
