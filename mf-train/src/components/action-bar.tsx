import type { CSSProperties, ReactNode } from 'react';

const barStyle: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  padding: '8px 12px',
  background: '#ffffff',
  borderTop: '1px solid #f0f0f0',
  zIndex: 10,
};

/** The buttons at the foot of a page (buy, start learning, pay), kept in view while scrolling. */
export function ActionBar({ children }: { children: ReactNode }) {
  return <div style={barStyle}>{children}</div>;
}

const refusalStyle: CSSProperties = { margin: '6px 0 0', fontSize: 12, color: '#ff3141' };

/**
 * The main action of an ActionBar, taking the free width, with the API's refusal of it (if any)
 * written underneath, where the user is looking.
 */
export function MainAction({ refusal, children }: { refusal: string | null; children: ReactNode }) {
  return (
    <div style={{ flex: 1 }}>
      {children}
      {refusal ? (
        <p role="alert" style={refusalStyle}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
