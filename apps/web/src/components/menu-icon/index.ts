export { DEFAULT_MENU_ICON, iconByName, MENU_ICONS, type MenuIconOption, menuIcon } from './MenuIcon';
export { menuIconMessages } from './messages';
