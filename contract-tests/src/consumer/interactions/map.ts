// The web app's interactions with the map server (in the order they had in the one list).
import { createTransformRequest } from '@agrimap/sdk';
import { expect } from 'vitest';
import { STATES } from '../../states';
import {
  type AppInteraction,
  AUTHORIZATION,
  eachLike,
  equal,
  JSON_RESPONSE,
  like,
  mapEngineFetch,
  QHDM,
  regex,
} from './shared';

export const MAP_INTERACTIONS: readonly AppInteraction[] = [
  // ── map (requested by the map engine through the SDK's transformRequest, not the SDK client) ──
  {
    operationId: 'mapGetStyle',
    description: 'a request for the basemap style hunan-base',
    states: [STATES.adminLoggedIn, STATES.style],
    authenticated: true,
    request: { method: 'GET', path: '/styles/v1/agrimap/hunan-base', headers: AUTHORIZATION },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: {
        version: equal(8),
        name: like('湖南农资一张图底图'),
        sources: like({}),
        layers: eachLike({ id: like('background'), type: like('background') }),
      },
    },
    async run({ mockUrl, token }) {
      const style = (await mapEngineFetch(mockUrl, '/styles/v1/agrimap/hunan-base', token)) as {
        version: number;
        layers: { id: string }[];
      };
      expect(style.version).toBe(8);
      expect(style.layers[0]?.id).toBe('background');
    },
  },
  {
    operationId: 'mapGetDatasetFeatures',
    description: 'a request for the features of dataset hunan-cities',
    states: [STATES.adminLoggedIn, STATES.dataset],
    authenticated: true,
    request: { method: 'GET', path: '/datasets/v1/agrimap/hunan-cities/features', headers: AUTHORIZATION },
    response: {
      status: 200,
      headers: {
        'Content-Type': regex('^application/(geo\\+)?json(;\\s*charset=[\\w-]+)?$', 'application/geo+json'),
      },
      body: {
        type: equal('FeatureCollection'),
        features: eachLike({
          type: equal('Feature'),
          geometry: { type: regex('^(Multi)?Polygon$', 'Polygon'), coordinates: like([]) },
          properties: { qhdm: regex(QHDM, '430100'), qhmc: like('长沙市') },
        }),
      },
    },
    async run({ mockUrl, token }) {
      const collection = (await mapEngineFetch(
        mockUrl,
        '/datasets/v1/agrimap/hunan-cities/features',
        token,
      )) as {
        type: string;
        features: { properties: { qhmc: string } }[];
      };
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features[0]?.properties.qhmc).toBe('长沙市');
    },
  },
  {
    operationId: 'mapGetStyleGridTile',
    description: 'a request for the basemap tile of Changsha on the CGCS2000 geographic grid',
    states: [STATES.adminLoggedIn, STATES.style],
    authenticated: true,
    request: { method: 'GET', path: '/styles/v1/agrimap/hunan-base/wmts/c/7/21/104', headers: AUTHORIZATION },
    // a binary answer: only the status and content type are relied on
    response: {
      status: 200,
      headers: { 'Content-Type': regex('^image/png$', 'image/png') },
      body: undefined,
    },
    async run({ mockUrl, token }) {
      const transform = createTransformRequest([mockUrl], () => token);
      const { url, headers } = transform(`${mockUrl}/styles/v1/agrimap/hunan-base/wmts/c/7/21/104`, 'Tile');
      const response = await fetch(url, { headers: headers ?? {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    },
  },
];
