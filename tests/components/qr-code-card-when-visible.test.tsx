import { act, render, screen } from '@testing-library/react';
import { QrCodeCardWhenVisible } from '@/components/qr-popover';

describe('QrCodeCardWhenVisible', () => {
  let idleCallbacks: Array<() => void>;
  let observed: Element[];

  beforeEach(() => {
    idleCallbacks = [];
    observed = [];
    // An observer that never reports the card on screen (it sits below the fold).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a same-size placeholder below the fold, and draws the code once the browser is idle after load', async () => {
    render(<QrCodeCardWhenVisible value="https://example.com/jobs" size={120} caption="扫码查看门店职位" />);
    expect(screen.getByText('扫码查看门店职位')).toBeInTheDocument();
    expect(screen.queryByTitle('扫码查看门店职位的二维码')).not.toBeInTheDocument();
    expect(observed).toHaveLength(1);

    // jsdom's document has finished loading, so the idle callback is already scheduled.
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]());
    expect(await screen.findByTitle('扫码查看门店职位的二维码')).toBeInTheDocument();
  });
});
