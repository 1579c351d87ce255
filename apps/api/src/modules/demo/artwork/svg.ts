/** Generic families first in spirit: librsvg resolves these through fontconfig, never the network. */
export const serifFont = "Didot, 'Bodoni 72', Georgia, 'Times New Roman', serif";
export const sansFont = "'Helvetica Neue', Arial, sans-serif";

/** One decimal is plenty at these sizes and keeps the SVG strings short. */
export const n = (value: number) => Math.round(value * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Point = readonly [number, number];

/** A closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosedPath(points: readonly Point[]): string {
  const at = (i: number) => points[(i + points.length) % points.length]!;
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < points.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)},${n(c1[1]!)} ${n(c2[0]!)},${n(c2[1]!)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A four-pointed sparkle, the small accent scattered around motifs. */
export function sparklePath(x: number, y: number, radius: number): string {
  const r = radius;
  const k = radius * 0.18;
  return (
    `M${n(x)},${n(y - r)}Q${n(x + k)},${n(y - k)} ${n(x + r)},${n(y)}` +
    `Q${n(x + k)},${n(y + k)} ${n(x)},${n(y + r)}Q${n(x - k)},${n(y + k)} ${n(x - r)},${n(y)}` +
    `Q${n(x - k)},${n(y - k)} ${n(x)},${n(y - r)}Z`
  );
}

/** A window with a round top, the salon's recurring frame. */
export function archPath(x: number, y: number, width: number, height: number): string {
  const r = width / 2;
  return `M${n(x)},${n(y + height)}V${n(y + r)}A${n(r)},${n(r)} 0 0 1 ${n(x + width)},${n(y + r)}V${n(y + height)}Z`;
}
