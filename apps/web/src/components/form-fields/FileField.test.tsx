import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { FileField } from './FileField';
import type { UploadedFile } from './UploadField';

const sandbox = withSandbox();

function Harness() {
  const [value, setValue] = useState<UploadedFile[]>([]);
  return <FileField value={value} onChange={setValue} accept=".pdf" fileSize={1} sizeUnit="KB" limit={2} />;
}

describe('<FileField>', { timeout: 30_000 }, () => {
  it('keeps the limits it is given and stores a file through the system server', async () => {
    await renderScreen(<Harness />);
    expect(screen.getByText('只能上传不超过1KB的.pdf文件')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], '通知附件.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('通知附件.pdf', {}, { timeout: 10_000 })).toBeTruthy();
    expect(sandbox.lastBody('fileUpload')).toEqual({
      fileName: '通知附件.pdf',
      contentType: 'application/pdf',
      contentBase64: btoa('%PDF-1.4'),
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
