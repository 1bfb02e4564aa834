// The web app's interactions with each server, one module per server (`account.ts`, `system.ts`,
// `base.ts`, `shop.ts`, `area.ts`, `map.ts`) on the helpers, shapes and fixtures of `shared.ts`.
// The pact test takes a server's interactions in the order of this list: the export interactions
// first, then each server's own in the order of its module.
import { ACCOUNT_INTERACTIONS } from './account';
import { AREA_INTERACTIONS } from './area';
import { BASE_INTERACTIONS } from './base';
import { MAP_INTERACTIONS } from './map';
import { type AppInteraction, EXPORTS, exportInteraction } from './shared';
import { SHOP_INTERACTIONS } from './shop';
import { SYSTEM_INTERACTIONS } from './system';

export { type AppInteraction, PACT_SESSION_TOKEN, type RunContext, serverOf } from './shared';

export const INTERACTIONS: readonly AppInteraction[] = [
  ...EXPORTS.map(exportInteraction),
  ...ACCOUNT_INTERACTIONS,
  ...SYSTEM_INTERACTIONS,
  ...BASE_INTERACTIONS,
  ...SHOP_INTERACTIONS,
  ...AREA_INTERACTIONS,
  ...MAP_INTERACTIONS,
];
