import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../client';
import { createMemoryCookieJar, setPlatformToken, setToken } from '../cookies';
import { fetchStub, PREFIX, setup } from '../test-utils';
import { resolveToken } from './auth-token';

describe('Authorization token precedence', () => {
  it('uses the stored token under the prefix by default', async () => {
    const { client, stub, login } = setup();
    login('tok-user', 'tok-platform');
    await client.base.GET('/api/v1/camera/flush');
    expect(stub.last().headers.get('Authorization')).toBe('tok-user');
  });

  it('ignores a token stored under another prefix', async () => {
    const { client, stub, cookies } = setup();
    setToken('other_', 'foreign', { jar: cookies });
    await client.base.GET('/api/v1/camera/flush');
    expect(stub.last().headers.has('Authorization')).toBe(false);
  });

  it('uses the platform token when the URL contains the platform marker', async () => {
    const stub = fetchStub();
    const cookies = createMemoryCookieJar();
    setToken(PREFIX, 'tok-user', { jar: cookies });
    setPlatformToken(PREFIX, 'tok-platform', { jar: cookies });
    const client = createPlatformClient({
      baseUrls: {
        account: 'http://127.0.0.1:4000/zt-api/account',
        system: 'http://127.0.0.1:4000/system',
        base: 'http://127.0.0.1:4000/base',
        shop: 'http://127.0.0.1:4000/shop',
        area: 'http://127.0.0.1:4000/area/api/v1',
        map: 'http://127.0.0.1:4000/map',
      },
      appId: 'a',
      tokenPrefix: PREFIX,
      platformMarker: '/zt-api/',
      fetch: stub.fetch,
      cookies,
    });
    await client.account.POST('/api/v1/menu/tree/list', { body: {} });
    expect(stub.last().headers.get('Authorization')).toBe('tok-platform');
    await client.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'year' } } });
    expect(stub.last().headers.get('Authorization')).toBe('tok-user');
  });

  it('prefers a request parameter named token (path) over the cookies', async () => {
    const { client, stub, login } = setup();
    login('tok-user');
    await client.account.GET('/{token}', { params: { path: { token: 'tok-from-param' } } });
    expect(stub.last().headers.get('Authorization')).toBe('tok-from-param');
    expect(new URL(stub.last().url).pathname).toBe('/account/tok-from-param');
  });

  it('prefers a query parameter named token', () => {
    const sources = { getToken: () => 'cookie', getPlatformToken: () => 'platform', platformMarker: '/zt/' };
    expect(resolveToken('http://h/zt/x', { query: { token: 'q' } }, sources)).toBe('q');
    expect(resolveToken('http://h/zt/x', { query: { token: '' } }, sources)).toBe('platform');
    expect(resolveToken('http://h/x', {}, sources)).toBe('cookie');
    expect(resolveToken('http://h/x', {}, { ...sources, getToken: () => undefined })).toBeUndefined();
  });

  it('sends no Authorization when there is no token', async () => {
    const { client, stub } = setup();
    await client.account.POST('/api/auth/login', { body: { username: 'admin', password: 'x' } });
    expect(stub.last().headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set', async () => {
    const { client, stub, login } = setup();
    login('tok-user');
    await client.base.GET('/api/v1/camera/flush', { headers: { Authorization: 'explicit' } });
    expect(stub.last().headers.get('Authorization')).toBe('explicit');
  });
});
