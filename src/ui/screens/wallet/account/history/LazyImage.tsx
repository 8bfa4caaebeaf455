import { useEffect, useRef, useState } from 'react';
import styles from './TransactionHistory.module.css';

/** Images start loading this many pixels before they scroll into view (spec §9). */
export const LAZY_OFFSET_PX = 100;
/** The space an image keeps before it loads, unless told otherwise (spec §9). */
export const LAZY_PLACEHOLDER_PX = 200;

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/** One observer for every image of the page: a thousand rows do not make a thousand observers. */
function whenNear(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: `${LAZY_OFFSET_PX}px` },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export interface LazyImageProps {
  readonly src: string;
  /** Empty for a decorative image (the text beside it says the same). */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
}

/**
 * An image that loads once it comes within 100 px of the viewport, keeping its box meanwhile;
 * a broken image leaves a neutral placeholder (still named by its alt text) instead of the
 * browser's broken-image icon.
 */
export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'waiting' | 'shown' | 'broken'>('waiting');
  useEffect(() => {
    const element = box.current;
    if (!element || state !== 'waiting') return;
    return whenNear(element, () => setState('shown'));
  }, [state]);
  const size = { width, height };
  const classes = [styles.image, className ?? ''].filter(Boolean).join(' ');
  if (state === 'shown') {
    return (
      <img className={classes} src={src} alt={alt} width={width} height={height} decoding="async" onError={() => setState('broken')} />
    );
  }
  return (
    <span
      ref={box}
      className={[classes, styles.placeholder, state === 'broken' ? styles.broken : ''].filter(Boolean).join(' ')}
      style={size}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      data-image-state={state}
    />
  );
}
