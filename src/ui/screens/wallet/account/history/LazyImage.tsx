import { useEffect, type RefObject } from 'react';
import styles from './TransactionHistory.module.css';

/** Images start loading this many pixels before they scroll into view (spec §9). */
export const LAZY_OFFSET_PX = 100;
/** The space an item's image keeps before it loads (spec §9). */
export const LAZY_PLACEHOLDER_PX = 200;

export interface LazyImageProps {
  readonly src: string;
  /** Empty for a decorative image (the text beside it says the same). */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
}

/**
 * An image whose address waits in `data-lazy-src` until `useLazyImages` sees it come within 100 px
 * of the viewport; its box (a neutral placeholder) keeps the space meanwhile, and stays as the
 * neutral placeholder if the image is broken (marked `data-broken` on the box itself: a rule
 * `:has(> [data-image-state='broken'])` made every image's load a costly style recalculation, issue 42
 * point 3). No hook per image: a list of a thousand rows with thumbnails stays cheap to render.
 */
export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  return (
    <span className={[styles.placeholder, className ?? ''].filter(Boolean).join(' ')} style={{ width, height }}>
      <img
        className={styles.image}
        data-lazy-src={src}
        data-image-state="waiting"
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        onLoad={(event) => event.currentTarget.setAttribute('data-image-state', 'shown')}
        onError={(event) => {
          event.currentTarget.setAttribute('data-image-state', 'broken');
          event.currentTarget.parentElement?.setAttribute('data-broken', '');
        }}
      />
    </span>
  );
}

const show = (image: HTMLImageElement) => {
  const src = image.dataset.lazySrc;
  if (!src) return;
  image.removeAttribute('data-lazy-src');
  image.src = src;
};

/**
 * Loads the `LazyImage`s inside `root` as they come near the viewport: one IntersectionObserver
 * (100 px ahead) for all of them, and one MutationObserver to meet the images of panels opened later.
 */
export function useLazyImages(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const all = () => element.querySelectorAll<HTMLImageElement>('img[data-lazy-src]').forEach(show);
      all();
      const mutations = new MutationObserver(all);
      mutations.observe(element, { childList: true, subtree: true });
      return () => mutations.disconnect();
    }
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          near.unobserve(entry.target);
          show(entry.target as HTMLImageElement);
        }
      },
      { rootMargin: `${LAZY_OFFSET_PX}px` },
    );
    const watch = (node: ParentNode) =>
      node.querySelectorAll<HTMLImageElement>('img[data-lazy-src]').forEach((image) => near.observe(image));
    watch(element);
    // Only what was added: the list's whole subtree for each added row made a batch of 200 rows cost
    // 200 walks of every image (issue 42 point 3: seconds a batch at 7,000 rows). The images of rows
    // the list's window let go are no longer watched (it draws and lets go of rows as it scrolls).
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node instanceof HTMLImageElement && node.dataset.lazySrc) near.observe(node);
          watch(node);
        });
        record.removedNodes.forEach(
          (node) => node instanceof Element && node.querySelectorAll('img').forEach((image) => near.unobserve(image)),
        );
      }
    });
    mutations.observe(element, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      near.disconnect();
    };
  }, [root]);
}
