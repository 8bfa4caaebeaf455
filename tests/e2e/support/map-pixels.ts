// What a customer sees of the pins on a map: its screenshot, read pixel by pixel in the page (the
// browser decodes the PNG), pins found as patches of one colour. A pin half hidden by another, cut
// by a line or by the map's edge shows as a smaller patch or as two.
import type { Locator } from '@playwright/test';

/** A patch of one colour on the map: its middle (in CSS pixels from the map's corner) and its size (in CSS pixels²). */
export interface Patch {
  readonly colour: string;
  readonly x: number;
  readonly y: number;
  readonly area: number;
}

/** The patches of each colour (`#rrggbb`) on the map, as drawn; tiny ones (anti-aliasing, a line) left out. */
export async function colourPatches(map: Locator, colours: readonly string[], minArea = 20): Promise<Patch[]> {
  const png = (await map.screenshot()).toString('base64');
  return map.page().evaluate(
    async ({ png, colours, minArea }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const scale = bitmap.width / (document.querySelector('.circulo-map')?.getBoundingClientRect().width ?? bitmap.width);
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const patches: { colour: string; x: number; y: number; area: number }[] = [];
      for (const colour of colours) {
        const [r = 0, g = 0, b = 0] = rgb(colour);
        const near = (i: number) =>
          Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b) <= 12;
        const seen = new Uint8Array(width * height);
        for (let start = 0; start < width * height; start++) {
          if (seen[start] || !near(start * 4)) continue;
          // One patch: every pixel of the colour reached from here by a step up, down, left or right.
          const stack = [start];
          seen[start] = 1;
          let [count, sx, sy] = [0, 0, 0];
          while (stack.length > 0) {
            const p = stack.pop() as number;
            const [px, py] = [p % width, Math.floor(p / width)];
            count++;
            sx += px;
            sy += py;
            for (const [qx, qy] of [
              [px + 1, py],
              [px - 1, py],
              [px, py + 1],
              [px, py - 1],
            ] as const) {
              const q = qy * width + qx;
              if (qx < 0 || qy < 0 || qx >= width || qy >= height || seen[q] || !near(q * 4)) continue;
              seen[q] = 1;
              stack.push(q);
            }
          }
          const area = count / scale ** 2;
          if (area >= minArea) patches.push({ colour, x: sx / count / scale, y: sy / count / scale, area });
        }
      }
      return patches;
    },
    { png, colours, minArea },
  );
}
