// Types of changesets.mjs for its tests.
export declare const PACKAGES: ReadonlyArray<{ dir: string; name: string }>;
export declare function parseChangeset(text: string): { releases: Record<string, string>; summary: string };
export declare function pendingChangesets(
  root: string,
): Array<{ file: string; releases: Record<string, string>; summary: string }>;
export declare function changedSinceRelease(root: string, dir: string): string[];
export declare function missingChangesets(
  root: string,
  packages?: ReadonlyArray<{ dir: string; name: string }>,
): Array<{ name: string; files: string[] }>;
