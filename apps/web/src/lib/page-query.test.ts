import { describe, expect, it } from 'vitest';
import { pageBody, pageQuery } from './page-query';
import { apiKey } from './query';

describe('pageBody', () => {
  it('keeps the set filters among the keys, then page and pageSize', () => {
    const search = { name: '水稻', family: '', category: undefined, other: 'x', page: 3 };
    expect(pageBody(search, ['name', 'family', 'category'], 20)).toEqual({
      name: '水稻',
      page: 3,
      pageSize: 20,
    });
  });

  it('leaves out an id of 0 (any) and keeps a chosen one', () => {
    const body = pageBody({ cropId: 0, supplierId: 4, page: 1 }, ['cropId', 'supplierId'], 10);
    expect(body).toEqual({ supplierId: 4, page: 1, pageSize: 10 });
  });
});

describe('pageQuery', () => {
  it('is the POST call of the path keyed by its body, with the meta', async () => {
    const calls: unknown[] = [];
    const client = {
      base: {
        POST: (path: string, init: unknown) => {
          calls.push([path, init]);
          return Promise.resolve({
            data: { code: 200, msg: 'ok', data: { records: [], total: 0 } },
            response: new Response(),
          });
        },
      },
    } as unknown as Parameters<typeof pageQuery>[0];
    const body = { name: '水稻', page: 2, pageSize: 10 };
    const meta = { errorText: '查询作物列表失败', what: 'agroCropPage' };
    const query = pageQuery(client, 'base', '/api/v1/agro/crop/page', body, meta);
    expect(query.queryKey).toEqual(apiKey('base', 'post', '/api/v1/agro/crop/page', { body }));
    expect(query.meta).toEqual(meta);
    await (query.queryFn as () => Promise<unknown>)();
    expect(calls).toEqual([['/api/v1/agro/crop/page', { body }]]);
  });

  it('types the body by the path', () => {
    const client = {} as Parameters<typeof pageQuery>[0];
    const wrong = () =>
      // @ts-expect-error: the crop page has no `colour` filter (the type-check fails without this error)
      pageQuery(client, 'base', '/api/v1/agro/crop/page', { colour: 'red', page: 1, pageSize: 10 }, {});
    expect(typeof wrong).toBe('function');
  });
});
