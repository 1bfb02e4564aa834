/** System server: one module per entity; the handlers by operationId. */
import { AGRI_DICTIONARY_HANDLERS } from './agri-dictionary';
import { APPROVAL_RUNTIME_HANDLERS } from './approval-runtime';
import { APPROVAL_HANDLERS } from './approvals';
import { COCKPIT_HANDLERS } from './cockpit';
import { DICTIONARY_HANDLERS } from './dictionaries';
import { FILE_HANDLERS } from './files';
import { FILE_UPLOAD_HANDLERS } from './files-upload';
import { GEO_HANDLERS } from './geo';
import { LOG_HANDLERS } from './logs';
import { MONITOR_HANDLERS } from './monitor';
import { NEWS_HANDLERS } from './news';
import { NOTICE_HANDLERS } from './notices';
import { OFFICIAL_DOC_HANDLERS } from './official-docs';
import { PRICE_HANDLERS } from './prices';
import { STATIC_HANDLERS } from './static';

export { contentDisposition } from './files';
export { MASK, maskSecrets, writeLog } from './logs';

/** Every entry was typed from its operation where it was declared (`typedHandlers`). */
export const SYSTEM_HANDLERS = {
  ...DICTIONARY_HANDLERS,
  ...AGRI_DICTIONARY_HANDLERS,
  ...GEO_HANDLERS,
  ...FILE_HANDLERS,
  ...FILE_UPLOAD_HANDLERS,
  ...APPROVAL_HANDLERS,
  ...APPROVAL_RUNTIME_HANDLERS,
  ...LOG_HANDLERS,
  ...COCKPIT_HANDLERS,
  ...MONITOR_HANDLERS,
  ...STATIC_HANDLERS,
  ...NEWS_HANDLERS,
  ...NOTICE_HANDLERS,
  ...OFFICIAL_DOC_HANDLERS,
  ...PRICE_HANDLERS,
};
