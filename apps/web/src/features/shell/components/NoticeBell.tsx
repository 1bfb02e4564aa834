import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from 'antd';
import { useApi } from '@/lib/api';
import { canAccessPath } from '@/lib/permissions';
import { apiQuery } from '@/lib/query';
import { useMenuTree } from '@/lib/session';
import { shellMessages as m } from '../messages';

const NOTICES_PATH = '/xtbgxt/index/tzgg';

/**
 * The top bar's bell: the number of the user's unread 通知公告 (refreshed every minute and
 * whenever the notices screen changes them), leading to the notices screen. Hidden for users
 * who cannot open it.
 */
export function NoticeBell() {
  const client = useApi();
  const allowed = canAccessPath(useMenuTree(), NOTICES_PATH);
  const unread = useQuery({
    ...apiQuery(
      client,
      'system',
      'post',
      '/api/v1/notice/mine',
      { body: { read: false, page: 1, pageSize: 1 } },
      { meta: { what: 'noticeMine' } }, // the badge fails quietly (logged only)
    ),
    enabled: allowed,
    refetchInterval: 60_000,
    select: (d) => d.unread,
  });
  if (!allowed) return null;
  const n = unread.data ?? 0;
  return (
    <Link to={NOTICES_PATH} className="notice-bell" aria-label={m.notices(n)}>
      <Badge count={n} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
}
