import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonPage } from '@/components/coming-soon-page';

describe('ComingSoonPage', () => {
  it('names the page and says it is coming soon', () => {
    render(<ComingSoonPage title="招聘动态" />);
    expect(screen.getByText('招聘动态')).toBeInTheDocument();
    expect(screen.getByText(/即将上线/)).toBeInTheDocument();
  });
});
