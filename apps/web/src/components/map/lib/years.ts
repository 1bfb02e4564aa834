import type { DictionaryEntry } from '@/lib/dictionaries';

/** The year dictionary: its `default` entry names the year selected at first. */
export const YEAR_CATEGORY = 'year';
const DEFAULT_ENTRY = 'default';
const YEAR = /^\d{4}$/;

export interface YearChoices {
  /** The yearly entries, newest first. */
  options: { value: string; label: string }[];
  /** The year of the `default` entry (its value, else its name), else the newest year. */
  defaultYear: string | undefined;
}

/** The choices a year picker offers from the year dictionary's entries. */
export function yearChoices(entries: readonly DictionaryEntry[]): YearChoices {
  const options = entries
    .filter((entry) => entry.code !== DEFAULT_ENTRY && YEAR.test(entry.code))
    .map((entry) => ({ value: entry.code, label: entry.name }))
    .sort((a, b) => b.value.localeCompare(a.value));
  const entry = entries.find((e) => e.code === DEFAULT_ENTRY);
  const wanted = [entry?.value, entry?.name].find((v): v is string => typeof v === 'string' && YEAR.test(v));
  return { options, defaultYear: wanted ?? options[0]?.value };
}
