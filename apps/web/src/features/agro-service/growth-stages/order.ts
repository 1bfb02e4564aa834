/** Stage order rules shared by the 生育期 screen (checked again by the server). */

export interface Offset {
  name: string;
  dayOffset: number;
}

/** The first stage whose offset is earlier than the previous one's, with that previous stage. */
export function firstDecrease<S extends Offset>(stages: readonly S[]): { stage: S; previous: S } | undefined {
  for (let i = 1; i < stages.length; i++) {
    const stage = stages[i] as S;
    const previous = stages[i - 1] as S;
    if (stage.dayOffset < previous.dayOffset) return { stage, previous };
  }
  return undefined;
}

/** `list` with the item at `from` moved to `to` (a copy). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(Math.max(0, Math.min(out.length, to)), 0, item);
  return out;
}
