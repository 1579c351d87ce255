/** How a motif is coloured; the theme decides, the motif only draws. */
export interface MotifStyle {
  ink: string;
  fill: string;
  detail: string;
  strokeWidth: number;
}

/** Line art drawn in a 200 x 200 box centred on the origin, stroked by the caller's group. */
export type Motif = (style: MotifStyle) => string;
