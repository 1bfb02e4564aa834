import type { CropOption } from './api';

/** A whole number from `min` to `max` (a form rule of the agro-service dialogs). */
export const intRule = (min: number, max: number, message: string) => ({
  type: 'integer' as const,
  min,
  max,
  message,
});

/** The crop picker's options: 水稻（禾本科）. */
export const cropChoices = (crops: readonly CropOption[]) =>
  crops.map((c) => ({ value: c.id, label: `${c.name}（${c.family}）` }));
