// deploy/render.mjs: the nginx site and config.js from the environment (the nginx journey in
// apps/web/e2e-deploy runs the result; these are the renderer's own rules).
import { describe, expect, it } from 'vitest';
import { render, SERVERS, serverLocation, upstreamVar, webConfig } from '../deploy/render.mjs';

const env = (overrides: Record<string, string | undefined> = {}) => {
  const e: Record<string, string | undefined> = { AGRIMAP_WEB_ROOT: '/srv/agrimap/dist' };
  for (const { name, prefix } of SERVERS) e[upstreamVar(name)] = `http://10.0.0.5:8080${prefix}`;
  return { ...e, ...overrides };
};

describe('deploy/render.mjs', () => {
  it('renders one proxied location per server prefix the app calls, and the static rules', () => {
    const { site, config } = render(env(), { configJs: '/etc/agrimap/config.js' });
    for (const prefix of ['/account', '/system', '/base', '/shop', '/area/api/v1', '/map']) {
      expect(site).toContain(`location ${prefix}/ {\n        proxy_pass http://10.0.0.5:8080;`);
    }
    expect(site).toContain('root /srv/agrimap/dist;');
    expect(site).toContain('alias /etc/agrimap/config.js;');
    expect(site).toContain('try_files $uri /index.html;');
    expect(site).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toBe('window.__AGRIMAP_CONFIG__ = {};\n');
    expect(render(env({ AGRIMAP_MAP_EPSG: '4490' }), { configJs: '/c.js' }).config).toBe(
      'window.__AGRIMAP_CONFIG__ = {"mapEpsg":4490};\n',
    );
  });

  it('passes the URI unchanged when the upstream path is the prefix, and replaces the prefix otherwise', () => {
    const base = { name: 'base', prefix: '/base' };
    expect(serverLocation(base, new URL('http://h:1/base'))).toContain('proxy_pass http://h:1;');
    expect(serverLocation(base, new URL('http://h:1/'))).toContain('proxy_pass http://h:1/;');
    expect(serverLocation(base, new URL('https://h/api/base/'))).toContain('proxy_pass https://h/api/base/;');
    expect(serverLocation(base, new URL('https://h/base'))).toContain('proxy_ssl_server_name on;');
  });

  it('refuses a missing or malformed upstream, an unknown projection and nginx syntax in values', () => {
    expect(() => render(env({ AGRIMAP_UPSTREAM_SHOP: undefined }), { configJs: '/c.js' })).toThrow(
      'AGRIMAP_UPSTREAM_SHOP is not set',
    );
    expect(() => render(env({ AGRIMAP_UPSTREAM_MAP: 'ftp://h/map' }), { configJs: '/c.js' })).toThrow('http');
    expect(() => render(env({ AGRIMAP_UPSTREAM_MAP: 'http://h/map?x=1' }), { configJs: '/c.js' })).toThrow(
      'no query',
    );
    expect(() => webConfig({ AGRIMAP_MAP_EPSG: '9999' })).toThrow('3857, 4490 or 4326');
    expect(() => render(env({ AGRIMAP_SERVER_NAME: 'a; include /etc/x' }), { configJs: '/c.js' })).toThrow();
  });
});
