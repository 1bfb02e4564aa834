import type { PlotGeometry } from '@agrimap/geo';
import { describe, expect, it } from 'vitest';
import { type ExportPlot, parseGeoJson, parseKml, parsePlotFile, toGeoJson, toKml } from './formats';

const square: PlotGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [112.8, 28.3],
      [112.801, 28.3],
      [112.801, 28.3012],
      [112.8, 28.3012],
      [112.8, 28.3],
    ],
  ],
};
const withHoleAndParts: PlotGeometry = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [113, 28],
        [113.01, 28],
        [113.01, 28.01],
        [113, 28.01],
        [113, 28],
      ],
      [
        [113.002, 28.002],
        [113.002, 28.004],
        [113.004, 28.004],
        [113.004, 28.002],
        [113.002, 28.002],
      ],
    ],
    [
      [
        [113.02, 28],
        [113.03, 28],
        [113.03, 28.01],
        [113.02, 28],
      ],
    ],
  ],
};
const plots: ExportPlot[] = [
  {
    name: '望城水稻一号田 <东>',
    ownerName: '丰收合作社 & 农户',
    cropName: '水稻',
    areaMu: 19.6,
    areaM2: 13063.76,
    qhmc: '湖南省长沙市望城区',
    remark: '双季稻',
    geometry: square,
  },
  {
    name: '浏阳苗木基地',
    ownerName: '柏加苗木合作社',
    areaMu: 1500,
    areaM2: 1e6,
    geometry: withHoleAndParts,
  },
];

describe('GeoJSON', () => {
  it('round-trips names, owners, crops, remarks and geometries', () => {
    const back = parseGeoJson(toGeoJson(plots));
    expect(back).toEqual({
      ok: true,
      errors: [],
      plots: [
        {
          index: 1,
          name: '望城水稻一号田 <东>',
          ownerName: '丰收合作社 & 农户',
          cropName: '水稻',
          remark: '双季稻',
          geometry: square,
        },
        { index: 2, name: '浏阳苗木基地', ownerName: '柏加苗木合作社', geometry: withHoleAndParts },
      ],
    });
  });

  it('lists every feature that is not a valid plot, keeping the others', () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: '好地' }, geometry: square },
        {
          type: 'Feature',
          properties: { name: '一条路' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { 名称: '蝴蝶田' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 1],
                [1, 0],
                [0, 1],
                [0, 0],
              ],
            ],
          },
        },
        { type: 'Feature', properties: {}, geometry: null },
        // altitudes are dropped
        {
          type: 'Feature',
          properties: null,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [113.1, 28.1, 50],
                [113.2, 28.1, 50],
                [113.2, 28.2, 50],
                [113.1, 28.1, 50],
              ],
            ],
          },
        },
        // outside China's bounds (the contract refuses such positions)
        {
          type: 'Feature',
          properties: { name: '几内亚湾' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [1, 1],
                [2, 1],
                [2, 2],
                [1, 1],
              ],
            ],
          },
        },
      ],
    });
    const result = parseGeoJson(file);
    if (!result.ok) throw new Error(result.message);
    expect(result.plots.map((p) => [p.index, p.name])).toEqual([
      [1, '好地'],
      [5, '地块5'],
    ]);
    expect(result.plots[1]?.geometry.coordinates[0]).toEqual([
      [113.1, 28.1],
      [113.2, 28.1],
      [113.2, 28.2],
      [113.1, 28.1],
    ]);
    expect(result.errors).toEqual([
      { index: 2, name: '一条路', message: '不是多边形（LineString）' },
      { index: 3, name: '蝴蝶田', message: '地块边界不能自相交' },
      { index: 4, name: '地块4', message: '不含多边形' },
      { index: 6, name: '几内亚湾', message: '坐标不在中国境内（经度 73°–136°，纬度 3°–54°）' },
    ]);
  });

  it('refuses files that are not GeoJSON or hold nothing', () => {
    expect(parseGeoJson('{not json')).toEqual({ ok: false, message: '文件不是有效的 GeoJSON' });
    expect(parseGeoJson('{"type":"Topology"}')).toEqual({ ok: false, message: '文件不是有效的 GeoJSON' });
    expect(parseGeoJson('{"type":"FeatureCollection","features":[]}')).toEqual({
      ok: false,
      message: '文件中没有地块',
    });
  });
});

describe('KML', () => {
  it('round-trips names, extended data, holes and multi-geometries (XML escaped)', () => {
    const kml = toKml(plots);
    expect(kml).toContain('<name>望城水稻一号田 &lt;东&gt;</name>');
    expect(kml).toContain('<MultiGeometry>');
    expect(parseKml(kml)).toEqual(parseGeoJson(toGeoJson(plots)));
  });

  it('reads KML of other tools: no namespace, altitudes, folders, points listed as errors', () => {
    const kml = `<?xml version="1.0"?><kml><Document><Folder>
      <Placemark><name>奥维地块</name><description>早稻</description><Polygon><outerBoundaryIs><LinearRing><coordinates>
        112.8,28.3,0 112.801,28.3,0 112.801,28.301,0 112.8,28.3,0
      </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
      <Placemark><name>水泵</name><Point><coordinates>112.8,28.3,0</coordinates></Point></Placemark>
    </Folder></Document></kml>`;
    const result = parseKml(kml);
    if (!result.ok) throw new Error(result.message);
    expect(result.plots).toEqual([
      {
        index: 1,
        name: '奥维地块',
        remark: '早稻',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [112.8, 28.3],
              [112.801, 28.3],
              [112.801, 28.301],
              [112.8, 28.3],
            ],
          ],
        },
      },
    ]);
    expect(result.errors).toEqual([{ index: 2, name: '水泵', message: '不是多边形（Point）' }]);
  });

  it('refuses broken XML and documents that are not KML', () => {
    expect(parseKml('<kml><Placemark>')).toEqual({ ok: false, message: '文件不是有效的 KML' });
    expect(parseKml('<gpx></gpx>')).toEqual({ ok: false, message: '文件不是有效的 KML' });
    expect(parseKml('<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>')).toEqual({
      ok: false,
      message: '文件中没有地块',
    });
  });
});

describe('files', () => {
  it('chooses the reader by extension and refuses KMZ and other files', async () => {
    const file = (name: string, body: string) => new File([body], name);
    expect((await parsePlotFile(file('地块.KML', toKml(plots)))).ok).toBe(true);
    expect((await parsePlotFile(file('地块.geojson', toGeoJson(plots)))).ok).toBe(true);
    expect(await parsePlotFile(file('地块.kmz', 'PK'))).toEqual({
      ok: false,
      message: '暂不支持 KMZ，请先解压出其中的 KML 文件再导入',
    });
    expect(await parsePlotFile(file('地块.shp', ''))).toEqual({
      ok: false,
      message: '仅支持 GeoJSON（.geojson / .json）与 KML（.kml）文件',
    });
  });
});
