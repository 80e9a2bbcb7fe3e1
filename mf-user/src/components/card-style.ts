import type { CSSProperties } from 'react';

/** The white rounded block pages put their main content in, on the #F8F8F8 background. */
export const cardStyle: CSSProperties = {
  margin: '0 12px 12px',
  padding: 16,
  background: '#ffffff',
  borderRadius: 8,
};

export const mutedStyle: CSSProperties = { fontSize: 12, color: '#999999' };

export const THEME_ORANGE = '#ff801a';
