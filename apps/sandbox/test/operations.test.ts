/**
 * Every operation of every spec, called through @agrimap/sdk the way the web app does (default
 * fetch, same-origin base URLs, token cookie), against a sandbox that validates each response
 * against the spec. Each call checks behaviour, not just the status.
 *
 * The tests live in one module per server under operations/ (the cross-server journeys and the
 * check that every operation was exercised in operations/coverage.ts). They share one sandbox
 * (operations/setup.ts) and run in this order: later blocks read what earlier ones left, and the
 * coverage check counts the operations every block called.
 */
import { accountServer } from './operations/account';
import { areaHistoryAndPestImages, areaMonitoringServer } from './operations/area';
import { baseAndShopServers, baseCropsAndProgrammes, baseSchemesAndVideos } from './operations/base';
import { coverage } from './operations/coverage';
import { mapServer } from './operations/map';
import { useOperationsSandbox } from './operations/setup';
import {
  shopCatalogue,
  shopCustomersAndPublishing,
  shopOrders,
  shopTransfersAndWarehouseMap,
  shopWarehousing,
} from './operations/shop';
import {
  systemApprovalFlowVersions,
  systemNotices,
  systemPublishingAndPrices,
  systemServer,
} from './operations/system';

// postgres.test.ts imports this file as `./operations.test.ts?postgres`: the same suite on PostgreSQL.
useOperationsSandbox(new URL(import.meta.url).searchParams.has('postgres'));

accountServer();
systemServer();
baseAndShopServers();
areaMonitoringServer();
mapServer();
shopCatalogue();
shopWarehousing();
shopOrders();
systemApprovalFlowVersions();
systemPublishingAndPrices();
shopCustomersAndPublishing();
shopTransfersAndWarehouseMap();
baseSchemesAndVideos();
baseCropsAndProgrammes();
areaHistoryAndPestImages();
systemNotices();
coverage();
