// Types of openapi-breaking.mjs for its tests.
export interface BreakingChange {
  id: string;
  message: string;
}
export declare function breakingChanges(oldDir: string, newDir: string): BreakingChange[];
export declare function unacknowledged(
  findings: BreakingChange[],
  changesets: Array<{ releases: Record<string, string>; summary: string }>,
  pkg?: string,
): BreakingChange[];
