import { isNearSeenArea } from '@/lib/device/visual-viewport';

describe('isNearSeenArea', () => {
  // A 412 × 823 screen scrolled to the top: its layout viewport is 1,001 × 1,998 px (a wide page on a mobile browser).
  const top = { offsetTop: 0, height: 823 };

  it.each<[string, { top: number; bottom: number }, number, boolean]>([
    ['a footer 1,600 px down, inside the layout viewport but not on screen', { top: 1600, bottom: 1900 }, 0, false],
    ['the same footer with a 400 px margin', { top: 1600, bottom: 1900 }, 400, false],
    ['a box starting just above the screen’s bottom edge', { top: 822, bottom: 900 }, 0, true],
    ['a box starting at the bottom edge', { top: 823, bottom: 900 }, 0, false],
    ['a box within the margin below the screen', { top: 1000, bottom: 1100 }, 200, true],
    ['a box scrolled away above the screen', { top: -500, bottom: -10 }, 0, false],
    ['a box above the screen, within the margin', { top: -500, bottom: -10 }, 20, true],
  ])('%s', (_what, box, margin, near) => {
    expect(isNearSeenArea(box, top, margin)).toBe(near);
  });

  it('follows the visual viewport when it has moved inside the layout viewport', () => {
    expect(isNearSeenArea({ top: 1600, bottom: 1900 }, { offsetTop: 1100, height: 823 }, 0)).toBe(true);
  });

  it('trusts the observer where the browser has no visual viewport', () => {
    expect(isNearSeenArea({ top: 5000, bottom: 5100 }, undefined, 0)).toBe(true);
  });
});
