import { useEffect, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './letter-index.module.css';

/** The element id of a letter's group, for the index to scroll to. */
export const letterGroupId = (letter: string) => `letter-${letter}`;

/** The letter whose group is at the top of the screen (under the nav bar) now. */
function currentLetter(letters: readonly string[]): string | undefined {
  const navBar =
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-bar-height')) ||
    0;
  let current = letters[0];
  for (const letter of letters) {
    const group = document.getElementById(letterGroupId(letter));
    if (group && group.getBoundingClientRect().top <= navBar + 1) current = letter;
  }
  return current;
}

/**
 * The alphabet index beside a list grouped by letter (an address book): fixed at the screen's
 * right edge, tap a letter or slide along them to jump to its group; the list itself stays a
 * normal part of the page, so its last row scrolls fully into view.
 */
export function LetterIndex({ letters }: { letters: readonly string[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(letters[0]);
  const [sliding, setSliding] = useState<string | null>(null);

  useEffect(() => {
    const update = () => setActive(currentLetter(letters));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [letters]);

  const jump = (letter: string) => {
    document.getElementById(letterGroupId(letter))?.scrollIntoView({ block: 'start' });
    setActive(letter);
  };

  // Sliding a finger along the letters jumps to each letter it passes, as in a phone's contacts.
  const slide = (event: PointerEvent<HTMLOListElement>) => {
    if (event.pointerType === 'mouse') return;
    const target = document.elementFromPoint(event.clientX, event.clientY);
    const letter = target instanceof HTMLElement ? target.dataset['letter'] : undefined;
    if (letter && letter !== sliding) {
      setSliding(letter);
      jump(letter);
    }
  };

  return (
    <nav aria-label={t('user.teamPeople.index')} className={styles.index}>
      <ol
        className={styles.letters}
        onPointerMove={slide}
        onPointerUp={() => setSliding(null)}
        onPointerCancel={() => setSliding(null)}
      >
        {letters.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              data-letter={letter}
              className={letter === active ? `${styles.letter} ${styles.active}` : styles.letter}
              aria-current={letter === active ? 'true' : undefined}
              onClick={() => jump(letter)}
            >
              {letter}
            </button>
          </li>
        ))}
      </ol>
      {sliding ? (
        <span className={styles.bubble} aria-hidden>
          {sliding}
        </span>
      ) : null}
    </nav>
  );
}
