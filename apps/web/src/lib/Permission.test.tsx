import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../test/menu-fixture';
import { Permission } from './Permission';
import { clearSession, saveMenuTree, saveSession } from './session';

function login(tree = sampleMenuTree()) {
  saveSession({
    token: 't0ken-value',
    zt_token: '',
    user_id: '1',
    user_name: 'admin',
    real_name: '系统管理员',
    curLabel: '',
    auth_list: tree,
  });
}

function ui() {
  return (
    <Permission code="device:edit" fallback={<span>无权限</span>}>
      <button type="button">编辑</button>
    </Permission>
  );
}

describe('<Permission>', () => {
  it('renders the button for a user who has it', () => {
    login();
    render(ui());
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
  });

  it('renders the fallback (nothing by default) for a user without it', () => {
    const tree = sampleMenuTree();
    const devices = tree[1]?.menuVoList?.[0];
    if (devices) devices.menuVoList = [];
    login(tree);
    render(ui());
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('keeps the button when its menus are renamed (菜单管理)', () => {
    const tree = sampleMenuTree();
    const system = tree[1];
    const devices = system?.menuVoList?.[0];
    if (!system || !devices) throw new Error('fixture changed');
    system.name = '物联网';
    devices.name = '设备台账';
    login(tree);
    render(ui());
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
  });

  it('follows the stored menu tree as it changes', () => {
    login([]);
    render(ui());
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    act(() => saveMenuTree(sampleMenuTree()));
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    act(() => clearSession());
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
