import type { ReactNode } from 'react';

export interface TabPaneHeaderProps {
  title: ReactNode;
  /** Extra content on the right (buttons, filters). */
  extra?: ReactNode;
}

/** A section title with an accent bar beside it and a line under it (SPEC §2 tab-pane header). */
export function TabPaneHeader({ title, extra }: TabPaneHeaderProps) {
  return (
    <div
      className="tab-pane-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        paddingBottom: 10,
        marginBottom: 16,
        borderBottom: '1px solid #e5e8ef',
      }}
    >
      <h2
        style={{
          margin: 0,
          paddingLeft: 10,
          borderLeft: '4px solid #1f8f5f',
          fontSize: 16,
          fontWeight: 600,
          lineHeight: '20px',
        }}
      >
        {title}
      </h2>
      {extra ? <div>{extra}</div> : null}
    </div>
  );
}
