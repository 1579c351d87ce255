import sharp from 'sharp';

export async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/**
 * Runs the jobs a few at a time: sharp already uses every core per image, and starting
 * all of them at once only piles up memory on a small machine.
 */
export async function mapInBatches<T, R>(
  items: readonly T[],
  size: number,
  job: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(job))));
  }
  return results;
}
