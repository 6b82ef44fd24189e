import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { SecretDialog, applyGrayCookies } from '@/app/layouts/secret-dialog';
import { AppProviders } from '@/app/providers';

describe('gray-release dialog (rule SECRET-3)', () => {
  it('sets userId and cookieTenantId from the filled inputs', async () => {
    const onClose = vi.fn();
    render(
      <AppProviders>
        <SecretDialog open onClose={onClose} />
      </AppProviders>,
    );
    expect(screen.getByText('灰度策略设置')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('用户ID（userId）'), 'u-1001');
    await userEvent.type(screen.getByLabelText('租户ID（tenantId）'), '76');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Cookies.get('userId')).toBe('u-1001');
    expect(Cookies.get('cookieTenantId')).toBe('76');
  });

  it('deletes both cookies first, so an empty input leaves none behind', () => {
    Cookies.set('userId', 'old', { path: '/' });
    Cookies.set('cookieTenantId', '82', { path: '/' });
    applyGrayCookies({ userId: '', tenantId: ' 76 ' });
    expect(Cookies.get('userId')).toBeUndefined();
    expect(Cookies.get('cookieTenantId')).toBe('76');
  });
});
