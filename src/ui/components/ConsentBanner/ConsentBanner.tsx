import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { languageOf } from '../../../core/content/locale';
import { useLocale } from '../../i18n/use-locale';
import { Button } from '../Button/Button';
import { RichText } from '../RichText/RichText';
import styles from './ConsentBanner.module.css';

export interface ConsentBannerProps {
  readonly onChoose: (choice: 'granted' | 'denied') => void;
  /** Reopened from the footer: take focus so keyboard users land in it. */
  readonly focusOnOpen: boolean;
}

/** Whether the element's content is taller than the element (it then scrolls). */
function useScrollable<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrollable };
}

/**
 * The built-in cookie banner: a labelled region, not a modal, so the page stays usable.
 * Refusing is as easy as accepting. Nothing but strictly necessary storage before a choice.
 */
export function ConsentBanner({ onChoose, focusOnOpen }: ConsentBannerProps) {
  const { t } = useT();
  const { locale } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  const { ref: textRef, scrollable } = useScrollable<HTMLDivElement>();
  return (
    // The banner speaks the language part of the locale (spec §2): "fr" for fr-FR.
    <section className={styles.banner} aria-labelledby="consent-title" lang={languageOf(locale)} data-consent-banner>
      <div className={styles.inner}>
        <h2 id="consent-title" className={styles.title} tabIndex={-1} ref={heading}>
          {t('common:consent.title')}
        </h2>
        {/* On a small screen the text scrolls inside the banner, which keeps to a third of it;
            then it takes focus, so a keyboard can scroll it too. */}
        <div
          ref={textRef}
          className={styles.body}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'group' : undefined}
          aria-labelledby={scrollable ? 'consent-title' : undefined}
        >
          <p className={styles.text}>
            <RichText i18nKey="common:consent.body" />
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onChoose('denied')}>
            {t('common:consent.refuse')}
          </Button>
          <Button onClick={() => onChoose('granted')}>{t('common:consent.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
