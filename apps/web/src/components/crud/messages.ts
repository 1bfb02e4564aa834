import { formMessages } from '../form/messages';

/** User-facing strings of the CRUD layer: the 状态 filter's options (the switch's own labels). */
export const crudMessages = {
  status: { all: '全部', on: formMessages.status.on, off: formMessages.status.off },
} as const;
