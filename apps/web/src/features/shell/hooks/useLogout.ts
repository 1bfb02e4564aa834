import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { useApi } from '@/lib/api';
import { clearSession, sessionToken } from '@/lib/session';
import { endServerSession } from '../api/logout';
import { shellMessages as m } from '../messages';

/**
 * Asks "确定退出吗?" and, on 确定, forgets the session (token cookies, user info, query cache),
 * opens the login page and ends the session on the server too (`POST /api/auth/logout`), so the
 * old token is refused from then on. The server call cannot keep the user signed in: the local
 * session is gone first, whatever it answers.
 */
export function useConfirmLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const client = useApi();
  return useCallback(() => {
    Modal.confirm({
      title: m.logoutConfirm.title,
      content: m.logoutConfirm.content,
      okText: m.logoutConfirm.ok,
      cancelText: m.logoutConfirm.cancel,
      onOk: async () => {
        const token = sessionToken();
        clearSession();
        queryClient.clear();
        await navigate({ to: '/login' });
        void endServerSession(client, token);
      },
    });
  }, [navigate, queryClient, client]);
}
