import type { RequestTransformFunction, ResourceType } from 'maplibre-gl';

function readVarint(bytes: Uint8Array, at: { pos: number }): number {
  let result = 0;
  let shift = 0;
  for (;;) {
    if (at.pos >= bytes.length) throw new RangeError('truncated varint');
    const b = bytes[at.pos++] as number;
    result += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return result;
    shift += 7;
    if (shift > 63) throw new RangeError('varint too long');
  }
}

/** Calls `onField(field, value)` for the length-delimited fields of a protobuf message; skips the rest. */
function eachBytesField(bytes: Uint8Array, onField: (field: number, value: Uint8Array) => void): void {
  const at = { pos: 0 };
  while (at.pos < bytes.length) {
    const key = readVarint(bytes, at);
    const field = Math.floor(key / 8);
    const wire = key & 7;
    if (wire === 0) readVarint(bytes, at);
    else if (wire === 1) at.pos += 8;
    else if (wire === 5) at.pos += 4;
    else if (wire === 2) {
      const len = readVarint(bytes, at);
      if (at.pos + len > bytes.length) throw new RangeError('truncated field');
      onField(field, bytes.subarray(at.pos, at.pos + len));
      at.pos += len;
    } else throw new RangeError(`unsupported wire type ${wire}`);
  }
}

/**
 * Names of the layers in a Mapbox Vector Tile (`Tile.layers` = field 3, `Layer.name` = field 1),
 * in tile order, without duplicates.
 */
export function mvtLayerNames(tile: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder();
  eachBytesField(tile, (field, layer) => {
    if (field !== 3) return;
    eachBytesField(layer, (f, value) => {
      if (f !== 1) return;
      const name = decoder.decode(value);
      if (!names.includes(name)) names.push(name);
    });
  });
  return names;
}

/**
 * The source layers of a vector tileset, read from its zoom-0 tile (which covers every feature).
 * The layer info of the layer tree names a tile URL but not the layers inside, so they are read
 * from the data. Requests go through `transform` (the token for the map server).
 */
export async function fetchVectorLayerNames(
  tileUrl: string,
  transform: RequestTransformFunction,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const url = tileUrl.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0');
  const request = (await transform(url, 'Tile' as ResourceType)) ?? { url };
  const response = await fetchImpl(request.url, { headers: request.headers as HeadersInit | undefined });
  if (response.status === 204) return [];
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return mvtLayerNames(new Uint8Array(await response.arrayBuffer()));
}

const layerNameCache = new Map<string, Promise<string[]>>();

/** {@link fetchVectorLayerNames}, remembered per tile URL for the page's lifetime (failures are retried). */
export function cachedVectorLayerNames(
  tileUrl: string,
  transform: RequestTransformFunction,
): Promise<string[]> {
  let names = layerNameCache.get(tileUrl);
  if (!names) {
    names = fetchVectorLayerNames(tileUrl, transform);
    layerNameCache.set(tileUrl, names);
    names.catch(() => layerNameCache.delete(tileUrl));
  }
  return names;
}
