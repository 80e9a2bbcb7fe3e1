import { Button } from 'shared/ui-kit';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import styles from './favourite-button.module.css';

/** Keeps a question in favourites or takes it out; the state follows the API's reply. */
export function FavouriteButton({
  questionId,
  initial,
  quiet = false,
}: {
  questionId: number;
  initial: boolean;
  /** On every row of a list: the star and word only, no outline repeated down the page. */
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  const [favourited, setFavourited] = useState(initial);
  const [busy, setBusy] = useState(false);
  const handleToggle = () => {
    setBusy(true);
    const path = { id: questionId };
    const call = favourited
      ? api.delete('/api/exam/questions/{id}/favourite', { path, loading: false })
      : api.post('/api/exam/questions/{id}/favourite', { path, loading: false });
    call.then(
      (state) => {
        setFavourited(state.favourited);
        setBusy(false);
      },
      () => setBusy(false),
    );
  };
  return (
    <Button
      size="mini"
      className={quiet ? styles.quiet : undefined}
      fill={quiet ? 'none' : favourited ? 'outline' : 'solid'}
      color={favourited ? 'primary' : 'default'}
      aria-pressed={favourited}
      loading={busy}
      onClick={handleToggle}
    >
      <span className={styles.label}>
        {favourited ? (
          <StarFill aria-hidden className={styles.star} />
        ) : (
          <StarOutline aria-hidden />
        )}
        {favourited ? t('exam.favourite.remove') : t('exam.favourite.add')}
      </span>
    </Button>
  );
}
