import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createUserInfoStore, type UserInfo } from './user-info';

const info: UserInfo = {
  token: 't1',
  zt_token: 'z1',
  user_id: '1',
  user_name: 'admin',
  real_name: '系统管理员',
  curLabel: '运营支撑系统',
  auth_list: [
    {
      name: '运营支撑系统',
      menuUrl: '/yxzcxt',
      menuVoList: [{ name: '角色管理', menuUrl: '/yxzcxt/index/roleManager' }],
    },
  ],
};

describe('user-info store', () => {
  it('stores and reads every field under the prefix', () => {
    const storage = createMemoryStorage();
    const store = createUserInfoStore(storage, 'agrimap_');
    store.set(info);
    expect(store.get()).toEqual(info);
    expect(storage.getItem('agrimap_real_name')).toBe('系统管理员');
    expect(JSON.parse(storage.getItem('agrimap_auth_list') ?? '')).toEqual(info.auth_list);
  });
  it('patch updates some fields; clear removes all', () => {
    const storage = createMemoryStorage();
    const store = createUserInfoStore(storage);
    store.set(info);
    store.patch({ curLabel: '物联网监测' });
    expect(store.get()?.curLabel).toBe('物联网监测');
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.size()).toBe(0);
  });
  it('survives a corrupt auth_list', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 't');
    storage.setItem('auth_list', '{oops');
    expect(createUserInfoStore(storage).get()?.auth_list).toEqual([]);
  });
});
