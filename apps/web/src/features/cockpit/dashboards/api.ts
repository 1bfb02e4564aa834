import type { PlatformClient, ShopComponents } from '@agrimap/sdk';
import { apiQuery } from '@/lib/query';
import { panelRefresh } from '../lib/refresh';
import type { DashboardSearch } from './search';

export type SupplierDashboard = ShopComponents['schemas']['SupplierDashboard'];
export type CustomerDashboard = ShopComponents['schemas']['CustomerDashboard'];
export type DashboardIndicator = ShopComponents['schemas']['DashboardIndicator'];

const body = (s: DashboardSearch) => ({ qhdm: s.qhdm, ...(s.year ? { year: s.year } : {}) });

/** The supplier dashboard's aggregates of a region and year (one call, on the panels' cadence). */
export const supplierDashboardQuery = (client: PlatformClient, s: DashboardSearch) =>
  apiQuery(client, 'shop', 'post', '/api/v1/web/dashboard/supplier', { body: body(s) }, panelRefresh());

export const customerDashboardQuery = (client: PlatformClient, s: DashboardSearch) =>
  apiQuery(client, 'shop', 'post', '/api/v1/web/dashboard/customer', { body: body(s) }, panelRefresh());

/** The customers of the region as map points (clusters). */
export const customerPointsQuery = (client: PlatformClient, qhdm: string) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/crm/customer/points',
    { body: { qhdm } },
    panelRefresh(120_000),
  );
