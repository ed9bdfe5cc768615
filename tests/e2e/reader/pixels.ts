import type { Page } from '@playwright/test';

export type Rgb = [number, number, number];

/**
 * The colours a reader sees at points of the viewport (CSS pixels), read from a screenshot. The
 * screenshot is decoded in a blank page, which no Content-Security-Policy of the site applies to.
 */
export async function pixelsAt(page: Page, points: readonly { x: number; y: number }[]): Promise<Rgb[]> {
  const shot = await page.screenshot();
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ data, points, width }) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const scale = bitmap.width / width;
        return points.map(({ x, y }) => {
          const [r, g, b] = context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
          return [r!, g!, b!] as [number, number, number];
        });
      },
      { data: shot.toString('base64'), points, width: page.viewportSize()!.width },
    );
  } finally {
    await decoder.close();
  }
}

/** Mean of the three channels, 0 (black) to 255 (white). */
export const lightness = ([r, g, b]: Rgb): number => (r + g + b) / 3;
