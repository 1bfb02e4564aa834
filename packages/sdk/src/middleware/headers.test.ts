import { describe, expect, it } from 'vitest';
import { setup } from '../test-utils';

describe('headers middleware', () => {
  it('sends Appid and client: 3 on every request', async () => {
    const { client, stub } = setup();
    await client.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 10 } });
    const req = stub.last();
    expect(req.headers.get('Appid')).toBe('agrimap-web');
    expect(req.headers.get('client')).toBe('3');
  });

  it('uses the configured app id', async () => {
    const { client, stub } = setup({ appId: 'other-app' });
    await client.base.GET('/api/v1/camera/flush');
    expect(stub.last().headers.get('Appid')).toBe('other-app');
  });

  it('sends no credentials cross-site', async () => {
    const { client, stub } = setup();
    await client.base.GET('/api/v1/camera/flush');
    expect(stub.last().credentials).toBe('same-origin');
  });
});
