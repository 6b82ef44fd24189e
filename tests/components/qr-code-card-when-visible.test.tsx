import { act, fireEvent, render, screen } from '@testing-library/react';
import { QrCodeCardWhenVisible, QrPopover } from '@/components/qr-popover';

describe('QrCodeCardWhenVisible', () => {
  type Entry = { isIntersecting: boolean; boundingClientRect?: { top: number; bottom: number } };
  let report: ((entries: Entry[]) => void) | undefined;
  let margins: Array<string | undefined>;

  beforeEach(() => {
    report = undefined;
    margins = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Entry[]) => void, options?: { rootMargin?: string }) {
          report = callback;
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a same-size placeholder while far below the fold, and draws the code once it shows on screen', async () => {
    render(<QrCodeCardWhenVisible value="https://example.com/jobs" size={120} caption="扫码查看门店职位" />);
    expect(screen.getByText('扫码查看门店职位')).toBeInTheDocument();
    expect(screen.queryByTitle('扫码查看门店职位的二维码')).not.toBeInTheDocument();
    // Watched without a margin: the footer sits at the fold while a page loads.
    expect(margins).toEqual(['0px 0px']);

    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByTitle('扫码查看门店职位的二维码')).not.toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
    expect(await screen.findByTitle('扫码查看门店职位的二维码')).toBeInTheDocument();
  });

  it('waits, on a layout viewport taller than the screen, until the card is on what the visitor sees', async () => {
    // A mobile browser's layout viewport for this wide portal: 1,998 px tall on an 823 px screen.
    const seen = Object.assign(new EventTarget(), { offsetTop: 0, height: 823 });
    vi.stubGlobal('visualViewport', seen);
    render(<QrCodeCardWhenVisible value="https://example.com/jobs" size={120} caption="扫码查看门店职位" />);
    const card = screen.getByText('扫码查看门店职位').closest('figure')!.parentElement!;
    card.getBoundingClientRect = () => ({ top: 1600, bottom: 1780 }) as DOMRect;

    act(() => report?.([{ isIntersecting: true, boundingClientRect: card.getBoundingClientRect() }]));
    expect(screen.queryByTitle('扫码查看门店职位的二维码')).not.toBeInTheDocument();

    // Panned down the layout viewport: the visual viewport scrolls, the page does not.
    seen.offsetTop = 900;
    act(() => {
      seen.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByTitle('扫码查看门店职位的二维码')).toBeInTheDocument();
  });
});

describe('QrPopover', () => {
  it('describes its trigger with the card, loads the code on focus, and Escape dismisses it', async () => {
    render(
      <QrPopover value="https://example.com/mp" size={120} caption="扫码关注微信公众号">
        <button type="button" aria-label="微信公众号">
          W
        </button>
      </QrPopover>,
    );
    const trigger = screen.getByRole('button', { name: '微信公众号' });
    expect(trigger).toHaveAccessibleDescription('扫码关注微信公众号');
    expect(screen.queryByTitle('扫码关注微信公众号的二维码')).not.toBeInTheDocument();

    fireEvent.focus(trigger);
    expect(await screen.findByTitle('扫码关注微信公众号的二维码')).toBeInTheDocument();
    const anchor = trigger.parentElement!;
    const shownClass = anchor.className;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(anchor.className).not.toBe(shownClass);
    fireEvent.blur(trigger);
    fireEvent.focus(trigger);
    expect(anchor.className).toBe(shownClass);
  });
});
