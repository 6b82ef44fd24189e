import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as device from '@/lib/device';
import { BrowserSupportBanner } from '@/app/browser-support-banner';
import { AppProviders } from '@/app/providers';

const OLD_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36';
const NEW_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('browser allow-list prompt (rule LINK-8)', () => {
  it('prompts an unsupported browser and can be dismissed', async () => {
    render(
      <AppProviders>
        <BrowserSupportBanner userAgent={OLD_CHROME} />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Chrome 68');
    await userEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing to a supported browser, once it has been judged', async () => {
    const judged = vi.spyOn(device, 'browserSupported');
    render(
      <AppProviders>
        <BrowserSupportBanner userAgent={NEW_CHROME} />
      </AppProviders>,
    );
    await waitFor(() => expect(judged).toHaveBeenCalledWith(NEW_CHROME));
    await expect(judged.mock.results[0]?.value).resolves.toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    judged.mockRestore();
  });
});
