import { act, fireEvent, render, screen } from '@testing-library/react';
import { QrCodeCardWhenVisible, QrPopover } from '@/components/qr-popover';

describe('QrCodeCardWhenVisible', () => {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
  let margins: Array<string | undefined>;

  beforeEach(() => {
    report = undefined;
    margins = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
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
    expect(margins).toEqual(['0px']);

    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByTitle('扫码查看门店职位的二维码')).not.toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
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
