import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog, ReasonField } from './index';

function open(onSubmit: (reason: string) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <ReasonDialog
      title="驳回 RK001"
      label="驳回原因"
      requiredMessage="请填写驳回原因"
      onSubmit={onSubmit}
      onClose={onClose}
      danger
    />,
  );
  const ok = () => screen.getByRole('button', { name: /确\s*定/ });
  const field = () => screen.getByLabelText('驳回原因') as HTMLTextAreaElement;
  return { ok, field, onClose };
}

describe('<ReasonDialog>', () => {
  it('asks for the reason, refusing blanks, and saves it trimmed, then closes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { ok, field, onClose } = open(onSubmit);
    expect(ok().className).toContain('ant-btn-dangerous');
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(ok());
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '  数量不符 ' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('数量不符');
  });

  it('stays open with what was typed when saving fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('500')));
    const { ok, field, onClose } = open(onSubmit);
    fireEvent.change(field(), { target: { value: '单价有误' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ok().className).not.toContain('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(field().value).toBe('单价有误');
  });

  it('<ReasonField> is the same field in a form of its own: required, not blank, 200 characters', async () => {
    const onFinish = vi.fn();
    render(
      <Form name="own" onFinish={onFinish}>
        <ReasonField label="退货原因" requiredMessage="请填写退货原因" />
        <button type="submit">提交</button>
      </Form>,
    );
    const field = screen.getByLabelText('退货原因') as HTMLTextAreaElement;
    expect(field.maxLength).toBe(200);
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写退货原因')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '包装破损' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ reason: '包装破损' }));
  });
});
