/** The part of the page a person sees: the visual viewport's top and height, in the layout viewport's coordinates. */
export interface SeenArea {
  offsetTop: number;
  height: number;
}

/**
 * Whether a box (client coordinates, as getBoundingClientRect gives them) lies within `margin` px above or below
 * what the person sees. IntersectionObserver measures against the layout viewport, which a mobile browser widens to a
 * wide page's width and lengthens in proportion: this portal, at least 1,001 px wide, gets a 1,001 × 1,998 px layout
 * viewport on a 412 × 823 screen, so a footer 1,600 px down counts as on screen. Without a visual viewport (an old
 * browser), the observer's word stands.
 */
export function isNearSeenArea(box: { top: number; bottom: number }, seen: SeenArea | null | undefined, margin: number): boolean {
  if (!seen) return true;
  return box.top < seen.offsetTop + seen.height + margin && box.bottom > seen.offsetTop - margin;
}
