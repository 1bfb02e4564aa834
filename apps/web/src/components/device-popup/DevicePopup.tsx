import type { CSSProperties, ReactNode } from 'react';
import { deviceStatusLabel, isOffline, textOrDash } from './labels';
import type { DeviceMarkerData } from './marker-data';
import { devicePopupMessages as m } from './messages';

export interface DevicePopupProps {
  /** The marker's device. Every value is rendered as text, never as HTML. */
  data: DeviceMarkerData;
  /** Called with the device number when the user clicks it (opens the details dialog). */
  onOpenDetails: (sbbh: string) => void;
}

const styles = {
  root: { minWidth: 220, maxWidth: 320, fontSize: 13, lineHeight: '22px', color: '#1f2329' },
  list: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8, rowGap: 2, margin: 0 },
  term: { color: '#646a73', whiteSpace: 'nowrap' },
  value: { margin: 0, wordBreak: 'break-all' },
  link: {
    padding: 0,
    border: 0,
    background: 'none',
    color: '#17784f',
    cursor: 'pointer',
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'underline',
    wordBreak: 'break-all',
  },
  online: { color: '#17784f' },
  offline: { color: '#646a73' },
} satisfies Record<string, CSSProperties>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt style={styles.term}>{term}：</dt>
      <dd style={styles.value}>{children}</dd>
    </>
  );
}

/**
 * The popup of a device marker on the map (SPEC §2): device name, number (a button opening the
 * details), owning unit, region and status. Reusable outside React trees too, e.g. rendered with
 * `createRoot` into a maplibre `Popup`'s DOM node.
 */
export function DevicePopup({ data, onOpenDetails }: DevicePopupProps) {
  const hasNumber = data.sbbh.trim() !== '';
  return (
    <div className="device-popup" style={styles.root}>
      <dl style={styles.list}>
        <Row term={m.fields.name}>{textOrDash(data.sbmc)}</Row>
        <Row term={m.fields.number}>
          {hasNumber ? (
            <button
              type="button"
              className="device-popup-number"
              style={styles.link}
              title={m.openDetails(data.sbbh)}
              onClick={() => onOpenDetails(data.sbbh)}
            >
              {data.sbbh}
            </button>
          ) : (
            m.empty
          )}
        </Row>
        <Row term={m.fields.unit}>{textOrDash(data.ssdw)}</Row>
        <Row term={m.fields.region}>{textOrDash(data.szdq)}</Row>
        <Row term={m.fields.status}>
          <span style={isOffline(data.sbzt) ? styles.offline : styles.online}>
            {deviceStatusLabel(data.sbzt)}
          </span>
        </Row>
      </dl>
    </div>
  );
}
