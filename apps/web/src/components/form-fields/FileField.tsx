import { useApi } from '@/lib/api';
import { UploadField, type UploadFieldProps } from './UploadField';
import { downloadFile, uploadFile } from './upload-api';

/** 附件: an `UploadField` whose files the system server stores and the SDK downloads. */
export function FileField(props: Omit<UploadFieldProps, 'upload' | 'download'>) {
  const client = useApi();
  return (
    <UploadField
      {...props}
      upload={(file) => uploadFile(client, file)}
      download={(file) => void downloadFile(client, file)}
    />
  );
}
