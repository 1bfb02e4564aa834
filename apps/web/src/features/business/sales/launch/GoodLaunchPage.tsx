import { LaunchPage } from './LaunchPage';

/** 单品上架 (/nzywsjgl/gylglzxt/goodLaunch). */
export function GoodLaunchPage() {
  return <LaunchPage kind="sku" />;
}

/** 套餐上架 (/nzywsjgl/gylglzxt/combineLaunch). */
export function CombineLaunchPage() {
  return <LaunchPage kind="setmeal" />;
}
