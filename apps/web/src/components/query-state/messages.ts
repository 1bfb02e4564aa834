/** User-facing strings of a loaded detail's states. */
export const queryStateMessages = { retry: '重试' } as const;
