// The operations suite (../operations.test.ts): the map server.
import { getBinary, unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../src/map/png';
import { admin, anonymous, record, sandbox } from './setup';

export function mapServer(): void {
  describe('map server', () => {
    const owner = 'agrimap';

    it('admin listings', async () => {
      const p = { params: { path: { owner }, query: { page: 1, pageSize: 50 } } };
      const users = unwrap(await admin.api.map.GET('/users/v1/{owner}', p));
      expect(users.records.map((u) => u.name)).toContain('hnnz_admin');
      const styles = unwrap(await admin.api.map.GET('/styles/v1/{owner}', p));
      expect(styles.records.map((s) => s.id)).toEqual(['hunan-base', 'hunan-dark']);
      const tilesets = unwrap(await admin.api.map.GET('/tilesets/v1/{owner}', p));
      expect(tilesets.records.map((t) => t.id)).toContain('hunan-xzq');
      const datasets = unwrap(await admin.api.map.GET('/datasets/v1/{owner}', p));
      expect(datasets.records.find((d) => d.id === 'hunan-cities')?.features).toBe(14);
      expect(datasets.records.find((d) => d.id === 'camera-devices')?.features).toBeGreaterThanOrEqual(300);
      const fonts = unwrap(await admin.api.map.GET('/fonts/v1/{owner}', p));
      expect(fonts.records.map((f) => f.name)).toContain('Noto Sans CJK SC Regular');
      const sprites = unwrap(await admin.api.map.GET('/sprites/v1/{owner}', p));
      expect(sprites.records[0]).toMatchObject({ id: 'nongzi', pixelRatios: [1, 2] });
      const uploads = unwrap(await admin.api.map.GET('/uploads/v1/{owner}', p));
      expect(uploads.total).toBe(3);
      const stats = unwrap(await admin.api.map.GET('/stats/v1/{owner}', p));
      expect(stats.total).toBeGreaterThan(0);
      const templates = unwrap(await admin.api.map.GET('/templates/v1/{owner}', p));
      expect(templates.records.map((t) => t.styleId)).toEqual(['hunan-base', 'hunan-dark']);
      const tilecopy = unwrap(await admin.api.map.GET('/tilecopy/v1/{owner}', p));
      expect(tilecopy.records[0]?.status).toBe('success');
      const tiletasks = unwrap(await admin.api.map.GET('/tiletasks/v1/{owner}', p));
      expect(tiletasks.records.map((t) => t.status)).toContain('failed');
      const multi = unwrap(await admin.api.map.GET('/multi-tiler/v1/{owner}', p));
      expect(multi.records.find((j) => j.id === 'mt-001')?.datasetIds).toContain('hunan-counties');
      const other = unwrap(
        await admin.api.map.GET('/styles/v1/{owner}', { params: { path: { owner: 'nobody' } } }),
      );
      expect(other).toEqual({ records: [], total: 0 });
    });

    it('style, datasets, tiles, glyphs and sprite as MapLibre loads them', async () => {
      const style = await anonymous.api.map.GET('/styles/v1/{owner}/{styleId}', {
        params: { path: { owner, styleId: 'hunan-base' } },
      });
      expect(style.data?.version).toBe(8);
      expect(style.data?.glyphs).toBe(`${sandbox.url}/map/fonts/v1/agrimap/{fontstack}/{range}.pbf`);
      const cities = await anonymous.api.map.GET('/datasets/v1/{owner}/{datasetId}/features', {
        params: { path: { owner, datasetId: 'hunan-cities' } },
      });
      expect(cities.response.headers.get('content-type')).toContain('application/geo+json');
      expect(cities.data?.features).toHaveLength(14);
      expect(cities.data?.features.map((f) => (f.properties as { qhmc?: string } | null)?.qhmc)).toContain(
        '长沙市',
      );
      const limited = await anonymous.api.map.GET('/datasets/v1/{owner}/{datasetId}/features', {
        params: { path: { owner, datasetId: 'camera-devices' }, query: { limit: 5 } },
      });
      expect(limited.data?.features).toHaveLength(5);
      expect(limited.data?.features[0]?.properties).toMatchObject({
        sbbh: expect.any(String),
        sbmc: expect.any(String),
      });

      // Changsha at z7 (x 104, y 53) has county boundaries; a tile in the Pacific has none.
      const tile = await getBinary(anonymous.api.map, '/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
        params: { path: { owner, tilesetId: 'hunan-xzq', z: 7, x: 104, y: 53 } },
      });
      expect(tile.byteLength).toBeGreaterThan(100);
      expect(Buffer.from(tile).includes(Buffer.from('county'))).toBe(true);
      const empty = await anonymous.api.map.GET('/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
        params: { path: { owner, tilesetId: 'hunan-xzq', z: 7, x: 5, y: 60 } },
        parseAs: 'arrayBuffer',
      });
      expect(empty.response.status).toBe(204);
      const outside = await anonymous.api.map.GET('/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
        params: { path: { owner, tilesetId: 'hunan-xzq', z: 2, x: 4, y: 0 } },
      });
      expect(outside.response.status).toBe(400);

      // The basemap on the CGCS2000 geographic grid (matrix set c): Changsha at level 7 is row 21,
      // column 104, a 256 px PNG with the basemap's colours; row 1 does not exist at level 1.
      const gridPath = '/styles/v1/{owner}/{styleId}/wmts/{tileMatrixSet}/{z}/{y}/{x}' as const;
      const gridTile = await getBinary(anonymous.api.map, gridPath, {
        params: { path: { owner, styleId: 'hunan-base', tileMatrixSet: 'c', z: 7, y: 21, x: 104 } },
      });
      const decoded = decodePng(new Uint8Array(gridTile));
      expect([decoded.width, decoded.height]).toEqual([256, 256]);
      const colours = new Set<number>();
      const px = decoded.rgba;
      for (let i = 0; i < px.length; i += 4)
        colours.add(((px[i] as number) << 16) | ((px[i + 1] as number) << 8) | (px[i + 2] as number));
      expect(colours.size).toBeGreaterThan(2);
      const noCell = await anonymous.api.map.GET(gridPath, {
        params: { path: { owner, styleId: 'hunan-base', tileMatrixSet: 'c', z: 1, y: 1, x: 0 } },
      });
      expect(noCell.response.status).toBe(400);

      const glyphs = await getBinary(anonymous.api.map, '/fonts/v1/{owner}/{fontstack}/{range}', {
        params: { path: { owner, fontstack: 'Noto Sans CJK SC Regular', range: '19968-20223.pbf' } },
      });
      expect(Buffer.from(glyphs).toString('latin1')).toContain('19968-20223');
      const badRange = await anonymous.api.map.GET('/fonts/v1/{owner}/{fontstack}/{range}', {
        params: { path: { owner, fontstack: 'Noto Sans CJK SC Regular', range: '1-256.pbf' } },
      });
      expect(badRange.response.status).toBe(400);

      const index = await anonymous.api.map.GET('/sprites/v1/{owner}/{spriteId}', {
        params: { path: { owner, spriteId: 'nongzi' } },
      });
      expect(index.data?.camera).toMatchObject({ width: 24, height: 24, pixelRatio: 1 });
      const png = await getBinary(anonymous.api.map, '/sprites/v1/{owner}/{spriteId}/{file}', {
        params: { path: { owner, spriteId: 'nongzi', file: 'sprite@2x.png' } },
      });
      expect(Buffer.from(png).subarray(1, 4).toString('latin1')).toBe('PNG');
      const index2 = await anonymous.api.map.GET('/sprites/v1/{owner}/{spriteId}/{file}', {
        params: { path: { owner, spriteId: 'nongzi', file: 'sprite@2x.json' } },
      });
      expect((index2.data as Record<string, { pixelRatio: number }>).camera?.pixelRatio).toBe(2);

      // A token that is sent must be valid.
      const stale = await admin.api.map.GET('/styles/v1/{owner}/{styleId}', {
        params: { path: { owner, styleId: 'hunan-base' } },
        headers: { Authorization: 'f'.repeat(48) },
      });
      expect(stale.response.status).toBe(401);
      const missing = await anonymous.api.map.GET('/styles/v1/{owner}/{styleId}', {
        params: { path: { owner, styleId: 'nope' } },
      });
      expect(missing.response.status).toBe(404);
      record(anonymous);
    });
  });
}
