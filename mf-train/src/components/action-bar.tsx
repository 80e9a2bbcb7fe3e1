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
