import { formMessages } from '../form/messages';

/** User-facing strings of the CRUD layer: a select filter's 全部, the 状态 options (the switch's labels). */
export const crudMessages = {
  all: '全部',
  status: { on: formMessages.status.on, off: formMessages.status.off },
} as const;
