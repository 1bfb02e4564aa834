import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useCurrentUser } from '@/lib/session';
import { useConfirmLogout } from '../hooks/useLogout';
import { shellMessages as m } from '../messages';

/** The current user's name with a dropdown holding 退出登录. */
export function UserMenu() {
  const user = useCurrentUser();
  const confirmLogout = useConfirmLogout();
  return (
    <Dropdown
      trigger={['click', 'hover']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: m.logout }],
        onClick: ({ key }) => {
          if (key === 'logout') confirmLogout();
        },
      }}
    >
      <button type="button" className="user-menu-trigger">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="user-menu-name">{user?.real_name || user?.user_name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
