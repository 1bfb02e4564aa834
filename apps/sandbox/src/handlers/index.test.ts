import { OPERATIONS } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../spec/load';
import { HANDLERS } from './index';

describe('handler map', () => {
  const spec = loadSpec();

  it('has a handler for every operation of openapi/ and nothing else', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(spec.operations.map((o) => o.operationId).sort());
  });

  it('covers the SDK’s generated list of operations (same server, method and path)', () => {
    expect(OPERATIONS.map((o) => `${o.server} ${o.method} ${o.path} ${o.operationId}`).sort()).toEqual(
      spec.operations.map((o) => `${o.server} ${o.method} ${o.path} ${o.operationId}`).sort(),
    );
  });

  it('routes every operation under its server prefix', () => {
    const login = spec.byId.get('login');
    expect(login?.route).toBe('/account/api/auth/login');
    expect(spec.byId.get('areaGetToken')?.route).toBe('/area/api/v1/getToken');
    expect(spec.byId.get('mapGetTile')?.route).toBe('/map/tilesets/v1/:owner/:tilesetId/:z/:x/:y');
    expect(spec.byId.get('getUserInfoByTokenPath')?.route).toBe('/account/:token');
  });

  it('derives security, envelope and administrator-only flags from the documents', () => {
    expect(spec.byId.get('login')?.security).toEqual([
      [
        { name: 'appId', header: 'Appid' },
        { name: 'client', header: 'client' },
      ],
    ]);
    expect(spec.byId.get('mapGetStyle')?.security).toEqual([
      [{ name: 'token', header: 'Authorization' }],
      [],
    ]);
    expect(spec.byId.get('staticDepRoot')?.security).toEqual([]);
    expect(spec.byId.get('listDevice')?.envelope).toBe(true);
    expect(spec.byId.get('mapGetTile')?.envelope).toBe(false);
    expect(spec.byId.get('updateDevice')?.access).toEqual({ kind: 'button', codes: ['device:edit'] });
    expect(spec.byId.get('listDevice')?.access).toEqual({ kind: 'signed-in' });
    expect(spec.byId.get('dicList')?.successCodes).toEqual([0]);
  });
});
