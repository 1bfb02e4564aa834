import { describe, expect, it } from 'vitest';
import { MENU_STATE_KEY } from './config';
import { loadMenuState, saveMenuState } from './menu-state';

describe('menu state persistence', () => {
  it('saves under one key and reads it back', () => {
    saveMenuState(sessionStorage, {
      openKeys: ['/yxzcxt', '/yxzcxt/index'],
      activePath: '/yxzcxt/index/sjzd',
      collapsed: true,
    });
    expect(MENU_STATE_KEY).toBe('agrimap_menu_state');
    expect(JSON.parse(sessionStorage.getItem(MENU_STATE_KEY) ?? '')).toEqual({
      openKeys: ['/yxzcxt', '/yxzcxt/index'],
      activePath: '/yxzcxt/index/sjzd',
      collapsed: true,
    });
    expect(loadMenuState(sessionStorage)).toEqual({
      openKeys: ['/yxzcxt', '/yxzcxt/index'],
      activePath: '/yxzcxt/index/sjzd',
      collapsed: true,
    });
  });

  it('reads nothing when nothing or something unreadable is stored', () => {
    expect(loadMenuState(sessionStorage)).toBeNull();
    sessionStorage.setItem(MENU_STATE_KEY, '{not json');
    expect(loadMenuState(sessionStorage)).toBeNull();
    sessionStorage.setItem(MENU_STATE_KEY, JSON.stringify({ openKeys: [1], activePath: '/x' }));
    expect(loadMenuState(sessionStorage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadMenuState(broken)).toBeNull();
    expect(() => saveMenuState(broken, { openKeys: [], activePath: '/', collapsed: false })).not.toThrow();
  });
});
