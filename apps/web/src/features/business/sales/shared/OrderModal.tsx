import type { FormInstance } from 'antd';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { salesMessages } from '../messages';

/**
 * A dialog acting on one order (关闭, 改价, 备注, 收款, 申请退货): `<title> <orderNo>`, 确定 submits
 * `form` (spinning while `pending`), 取消 closes; nothing kept once closed.
 */
export function OrderModal(props: {
  title: string;
  orderNo: string;
  form: FormInstance;
  pending: boolean;
  onClose: () => void;
  className: string;
  width?: number;
  children: ReactNode;
}) {
  const { form, onClose } = props;
  return (
    <Modal
      open
      {...(props.width === undefined ? {} : { width: props.width })}
      title={`${props.title} ${props.orderNo}`}
      okText={salesMessages.common.ok}
      cancelText={salesMessages.common.cancel}
      confirmLoading={props.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      className={props.className}
    >
      {props.children}
    </Modal>
  );
}
