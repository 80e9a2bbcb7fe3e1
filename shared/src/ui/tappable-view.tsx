import type { KeyboardEvent, ReactNode } from 'react';
import styles from './views.module.css';

export type TappableViewProps = {
  onTap: () => void;
  children: ReactNode;
};

/**
 * A full view that is one button ("tap the screen to …"). A div with the button role, not a
 * <button>, because the views inside are block content; keyboard users get Enter and Space.
 */
export function TappableView({ onTap, children }: TappableViewProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onTap();
  };
  return (
    <div
      role="button"
      tabIndex={0}
      onClick={onTap}
      onKeyDown={handleKeyDown}
      className={styles.tappable}
    >
      {children}
    </div>
  );
}
