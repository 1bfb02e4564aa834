import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ImportProgress, type ImportProgressState } from '@/components/import-progress';
import { useApi } from '@/lib/api';
import { serverMessage } from '@/lib/errors';
import { apiFetch } from '@/lib/query';
import { cropOptionsQuery, PLOT_FEATURES_KEY, PLOT_LIST_KEY } from './api';
import { type FeatureError, type ImportedPlot, type ParseResult, parsePlotFile } from './formats';
import { plotMessages } from './messages';

const m = plotMessages.importer;

/** Saves the plots one by one; each refusal (overlap, self-intersection …) becomes an error row. */
async function importPlots(
  save: (plot: ImportedPlot, ownerName: string, cropId: number | null) => Promise<unknown>,
  plots: readonly ImportedPlot[],
  defaultOwner: string,
  cropIds: ReadonlyMap<string, number>,
  onProgress: (done: number) => void,
): Promise<{ saved: number; errors: FeatureError[] }> {
  let saved = 0;
  const errors: FeatureError[] = [];
  for (const [i, plot] of plots.entries()) {
    onProgress(i);
    const cropId = plot.cropName ? (cropIds.get(plot.cropName) ?? null) : null;
    try {
      await save(plot, plot.ownerName ?? defaultOwner, cropId);
      saved++;
    } catch (error) {
      errors.push({
        index: plot.index,
        name: plot.name,
        message: serverMessage(error) ?? plotMessages.editor.saveFailure,
      });
    }
  }
  onProgress(plots.length);
  return { saved, errors };
}

function ErrorTable({ errors }: { errors: readonly FeatureError[] }) {
  return (
    <Table<FeatureError>
      className="plot-import-errors"
      size="small"
      rowKey="index"
      pagination={errors.length > 8 ? { pageSize: 8 } : false}
      dataSource={errors as FeatureError[]}
      columns={[
        { key: 'index', title: m.row, dataIndex: 'index', width: 70 },
        { key: 'name', title: m.plot, dataIndex: 'name' },
        { key: 'message', title: m.reason, dataIndex: 'message' },
      ]}
    />
  );
}

/** 导入: a GeoJSON or KML file, previewed (features that are not valid plots listed), then saved. */
export function PlotImport() {
  const client = useApi();
  const queryClient = useQueryClient();
  const crops = useQuery(cropOptionsQuery(client));
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState('');
  const [parsed, setParsed] = useState<ParseResult | null>(null);
  const [owner, setOwner] = useState('');
  const [ownerError, setOwnerError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ saved: number; errors: FeatureError[] } | null>(null);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const reset = () => {
    setFileName('');
    setParsed(null);
    setResult(null);
    setOwnerError(false);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    reset();
  };

  const onFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    setParsed(await parsePlotFile(file));
  };

  const start = async () => {
    if (!parsed?.ok) return;
    if (!owner.trim() && parsed.plots.some((p) => !p.ownerName)) {
      setOwnerError(true);
      return;
    }
    setBusy(true);
    try {
      const cropIds = new Map((crops.data?.list ?? []).map((c) => [c.name, c.id]));
      const done = await importPlots(
        (plot, ownerName, cropId) =>
          apiFetch(client, 'area', 'post', '/massif/save', {
            body: {
              name: plot.name.slice(0, 50),
              ownerType: 2,
              ownerName: ownerName.slice(0, 50),
              cropId,
              remark: (plot.remark ?? '').slice(0, 200),
              geometry: plot.geometry,
            },
          }),
        parsed.plots,
        owner.trim(),
        cropIds,
        (done) => setProgress({ stage: 'save', done, total: parsed.plots.length }),
      );
      setResult({
        saved: done.saved,
        errors: [...parsed.errors, ...done.errors].sort((a, b) => a.index - b.index),
      });
      if (done.saved > 0) {
        void queryClient.invalidateQueries({ queryKey: PLOT_LIST_KEY });
        void queryClient.invalidateQueries({ queryKey: PLOT_FEATURES_KEY });
      }
    } finally {
      setProgress(null);
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {plotMessages.actions.import}
      </Button>
      <Modal
        open={open}
        title={m.title}
        width={720}
        onCancel={close}
        mask={{ closable: false }}
        footer={
          <Space>
            <Button onClick={close} disabled={busy}>
              {m.cancel}
            </Button>
            {!result && (
              <Button
                type="primary"
                loading={busy}
                disabled={!parsed?.ok || parsed.plots.length === 0}
                onClick={() => void start()}
              >
                {m.start}
              </Button>
            )}
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Button onClick={() => input.current?.click()} disabled={busy}>
              {m.pick}
            </Button>
            <Typography.Text type="secondary">{fileName || m.accept}</Typography.Text>
          </Space>
          <input
            ref={input}
            type="file"
            accept=".geojson,.json,.kml,.kmz"
            aria-label={m.pick}
            style={{ display: 'none' }}
            onChange={(ev) => void onFile(ev.target.files?.[0])}
          />
          <div>
            <div>{m.owner}</div>
            <Input
              aria-label={m.owner}
              value={owner}
              maxLength={50}
              status={ownerError ? 'error' : undefined}
              onChange={(ev) => {
                setOwner(ev.target.value);
                setOwnerError(false);
              }}
              placeholder={m.ownerHint}
            />
            {ownerError && <Typography.Text type="danger">{m.ownerRequired}</Typography.Text>}
          </div>
          <ImportProgress progress={progress} />
          {parsed && !parsed.ok && <Alert type="error" showIcon title={parsed.message} />}
          {parsed?.ok && !result && (
            <>
              <Alert
                type={parsed.errors.length ? 'warning' : 'info'}
                showIcon
                title={m.preview(parsed.plots.length, parsed.errors.length)}
              />
              {parsed.errors.length > 0 && <ErrorTable errors={parsed.errors} />}
            </>
          )}
          {result && (
            <>
              <Alert
                type={result.errors.length ? 'warning' : 'success'}
                showIcon
                title={m.done(result.saved, result.errors.length)}
              />
              {result.errors.length > 0 && (
                <>
                  <Typography.Text strong>{m.errorsTitle}</Typography.Text>
                  <ErrorTable errors={result.errors} />
                </>
              )}
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
