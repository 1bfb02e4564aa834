import { describe, expect, it } from 'vitest';
import { clearSession, currentUser, hasSessionToken, saveSession } from './session';

const USER = {
  token: 'abc.def.ghi',
  zt_token: 'zt-123',
  user_id: '1',
  user_name: 'admin',
  real_name: '系统管理员',
  curLabel: '管理员',
  auth_list: [{ name: '运营支撑系统', menuUrl: '/yxzcxt', type: 1, menuVoList: [] }],
};

describe('session storage', () => {
  it('stores the token cookie with the prefix and the user info in localStorage', () => {
    saveSession(USER);
    expect(document.cookie).toContain('agrimap_token=abc.def.ghi');
    expect(document.cookie).toContain('agrimap_zt_token=zt-123');
    expect(localStorage.getItem('agrimap_real_name')).toBe('系统管理员');
    expect(JSON.parse(localStorage.getItem('agrimap_auth_list') ?? '[]')).toEqual(USER.auth_list);
    expect(hasSessionToken()).toBe(true);
    expect(currentUser()).toEqual(USER);
  });

  it('clears cookie and user info', () => {
    saveSession(USER);
    clearSession();
    expect(document.cookie).not.toContain('agrimap_token');
    expect(localStorage.getItem('agrimap_token')).toBeNull();
    expect(localStorage.getItem('agrimap_auth_list')).toBeNull();
    expect(hasSessionToken()).toBe(false);
    expect(currentUser()).toBeNull();
  });
});
