import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { clearSession } from '@/lib/session';
import { shellMessages as m } from '../messages';

/** Asks "确定退出吗?" and, on 确定, ends the session and opens the login page. */
export function useConfirmLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    Modal.confirm({
      title: m.logoutConfirm.title,
      content: m.logoutConfirm.content,
      okText: m.logoutConfirm.ok,
      cancelText: m.logoutConfirm.cancel,
      onOk: async () => {
        clearSession();
        queryClient.clear();
        await navigate({ to: '/login' });
      },
    });
  }, [navigate, queryClient]);
}
