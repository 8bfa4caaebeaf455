/** What a sighted person reads in a slot counter: the static text, and in each digit column the digit its strip is scrolled to. */
export function shownDigits(container: HTMLElement): string {
  const reels = container.querySelector('[aria-hidden="true"]');
  if (!reels) throw new Error('no reels');
  return [...reels.children]
    .map((child) => {
      const strip = child.querySelector<HTMLElement>('[data-testid="slot-strip"]');
      if (!strip) return child.textContent;
      const offset = /^translateY\(-(\d+)px\)$/.exec(strip.style.transform);
      if (!offset) throw new Error(`unexpected transform ${strip.style.transform}`);
      return String(Number(offset[1]) / 50);
    })
    .join('');
}
