// Loads the built package the way consumers do — `import` (ESM) and `require` (CJS) in plain
// Node, through the package's own exports map — and checks a few results. Run after `build`.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function check(geo, kind) {
  const [lon, lat] = geo.gkToLonLat(38395835.792568, 3124187.457725);
  assert.ok(Math.abs(lon - 112.9388) < 1e-9 && Math.abs(lat - 28.2282) < 1e-9, `${kind}: gkToLonLat`);
  assert.equal(geo.moneyToChinese(100010), '壹拾万零壹拾圆整', `${kind}: moneyToChinese`);
  assert.equal(geo.regionLevel('430104001'), 'township', `${kind}: regionLevel`);
  assert.equal(
    geo
      .measureArea([
        [0, 0],
        [0.01, 0],
        [0.01, 0.01],
      ])
      .label.startsWith('面积：'),
    true,
  );
  assert.equal(geo.createProj4GkConverter(4526).crs.centralMeridian, 114, `${kind}: proj4`);
  assert.ok(
    geo.isGeoError(
      catchError(() => geo.gkToLonLat(500000, 1)),
      'GK_EASTING_NO_ZONE',
    ),
  );
  console.log(`${kind}: ok (${Object.keys(geo).length} exports)`);
}

function catchError(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

check(await import('@agrimap/geo'), 'esm');
check(require('@agrimap/geo'), 'cjs');
