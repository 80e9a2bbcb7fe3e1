import { Popup } from 'shared/ui-kit';
import { useId, type ReactNode } from 'react';
import styles from './bottom-sheet.module.css';

export type BottomSheetProps = {
  visible: boolean;
  onClose: () => void;
  /** The sheet's heading, which also names the dialog. */
  title: string;
  children: ReactNode;
};

/**
 * A sheet from the bottom of the screen (the answer sheet, building a mock paper): rounded top,
 * a heading, a close button, and its own scrolling when the content is taller than the screen.
 */
export function BottomSheet({ visible, onClose, title, children }: BottomSheetProps) {
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.sheet}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </Popup>
  );
}
