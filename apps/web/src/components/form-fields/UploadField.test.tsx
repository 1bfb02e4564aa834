import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldInput } from '@/components/form-designer/FieldInput';
import { createField } from '@/components/form-designer/schema';
import { renderScreen, withSandbox } from '@/test/sandbox';

const sandbox = withSandbox();

function Harness() {
  const [value, setValue] = useState<unknown>([]);
  const field = { ...createField('upload', 1), accept: '.pdf,.jpg', fileSize: 1, sizeUnit: 'KB' as const };
  return <FieldInput field={field} value={value} onChange={setValue} />;
}

function choose(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('上传 field', { timeout: 30_000 }, () => {
  it('shows the limits and refuses a file that is too large or of another type', async () => {
    await renderScreen(<Harness />);
    expect(screen.getByText('只能上传不超过1KB的.pdf,.jpg文件')).toBeTruthy();
    choose(new File([new Uint8Array(2048)], '大文件.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('只能上传不超过1KB的.pdf,.jpg文件');
    choose(new File(['x'], '说明.docx'));
    expect(sandbox.calls('fileUpload')).toEqual([]);
  });

  it('stores an accepted file on the server and lists it', async () => {
    await renderScreen(<Harness />);
    choose(new File(['%PDF-1.4'], '采购清单.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('采购清单.pdf', {}, { timeout: 10_000 })).toBeTruthy();
    expect(sandbox.lastBody('fileUpload')).toEqual({
      fileName: '采购清单.pdf',
      contentType: 'application/pdf',
      contentBase64: btoa('%PDF-1.4'),
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
