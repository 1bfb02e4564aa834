import type { RegionValue } from '@/components/form/RegionCascader';

/** Where a record is (客户, 仓库, 供应商): its region, address and map point as the server has them. */
export interface Place {
  qhdm: string;
  qhmc: string;
  address: string;
  lon?: number | null;
  lat?: number | null;
}

/** The same in a form: the region cascader's value, the address, the coordinates as typed. */
export interface PlaceValues {
  region: RegionValue;
  address: string;
  lon: string;
  lat: string;
}

/** A place's form values (a missing coordinate is an empty input). */
export const placeValues = (place: Place): PlaceValues => ({
  region: { qhdm: place.qhdm, qhmc: place.qhmc },
  address: place.address,
  lon: place.lon == null ? '' : String(place.lon),
  lat: place.lat == null ? '' : String(place.lat),
});

/** The map point sent: both coordinates as numbers when both are filled, else none. */
export function pointOf(values: { lon?: string; lat?: string }): { lon: number | null; lat: number | null } {
  const both = values.lon?.trim() && values.lat?.trim();
  return { lon: both ? Number(values.lon) : null, lat: both ? Number(values.lat) : null };
}
