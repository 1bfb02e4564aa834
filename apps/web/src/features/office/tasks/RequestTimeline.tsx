import { Timeline } from 'antd';
import type { RequestDetail } from './api';
import { taskMessages as m } from './messages';

/** The timeline of an approval request (办理, 查看, a document's approval). */
export function RequestTimeline({ events }: { events: RequestDetail['timeline'] }) {
  return (
    <Timeline
      className="request-timeline"
      items={events.map((e, i) => ({
        key: `${i}-${e.time}`,
        color:
          e.action === 'reject' ? 'red' : e.action === 'finish' || e.action === 'approve' ? 'green' : 'blue',
        content: (
          <div>
            <div>
              <strong>{e.nodeTitle}</strong> {e.userName} {m.events[e.action] ?? e.action}
            </div>
            {e.comment ? <div style={{ color: '#595959' }}>{e.comment}</div> : null}
            <div style={{ color: '#595959', fontSize: 12 }}>{e.time}</div>
          </div>
        ),
      }))}
    />
  );
}
