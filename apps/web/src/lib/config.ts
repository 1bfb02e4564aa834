/** Settings shared by the whole web app (agreed with the sandbox and the SDK, see INTERFACES). */

/** Prefix of the token cookie (`agrimap_token`) and of the stored user-info keys. */
export const TOKEN_PREFIX = 'agrimap_';

/** The global default app id sent as the `Appid` header. */
export const APP_ID = 'agrimap-web';

/** URL substring that routes a request to the platform token (zt_token) instead of the user token. */
export const PLATFORM_MARKER = '/zt-api/';

/** sessionStorage key holding the side menu's open submenus, active path and collapsed flag. */
export const MENU_STATE_KEY = `${TOKEN_PREFIX}menu_state`;

/** Where `/` and a refused or missing login redirect go. */
export const HOME_PATH = '/main_map';

/** The login page. */
export const LOGIN_PATH = '/login';

/** The explicit not-found page (unknown paths render the same page in place). */
export const NOT_FOUND_PATH = '/404';
