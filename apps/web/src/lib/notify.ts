import type { MessageInstance } from 'antd/es/message/interface';
import type { ReactNode } from 'react';

/** Toast lifetimes of SPEC §8, in seconds (antd's unit): success and warning 5 s, error 2 s. */
export const NOTIFY_DURATIONS = { success: 5, warning: 5, error: 2 } as const;

type Kind = keyof typeof NOTIFY_DURATIONS;
type MessageApi = Pick<MessageInstance, Kind>;

let bound: MessageApi | undefined;
let staticApi: Promise<MessageApi> | undefined;

/**
 * Binds a message API (e.g. one from antd's `message.useMessage()`). Until one is bound — or
 * after `bindNotify(undefined)` — antd's static `message` is used; it is loaded on first use so
 * the login page does not pay for it, and gets the app's locale and theme through
 * `ConfigProvider.config({ holderRender })`.
 */
export function bindNotify(api: MessageApi | undefined): void {
  bound = api;
}

function show(kind: Kind, content: ReactNode): Promise<void> {
  if (bound) {
    bound[kind](content, NOTIFY_DURATIONS[kind]);
    return Promise.resolve();
  }
  staticApi ??= import('antd/es/message').then((module) => module.default);
  return staticApi.then((api) => {
    api[kind](content, NOTIFY_DURATIONS[kind]);
  });
}

/** The app's one way to show a toast, with the lifetimes of SPEC §8. */
export const notify = {
  success: (content: ReactNode) => show('success', content),
  warning: (content: ReactNode) => show('warning', content),
  error: (content: ReactNode) => show('error', content),
};
