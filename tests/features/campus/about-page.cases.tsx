import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINES, KEY_FIGURES, MILESTONES, VALUES } from '@/features/campus/content/about';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const ABOUT = pagePath('candidate', 'about', 'school');
const SCHOOL = `${BASE}/candidate/school`;

describe('campus about (关于我们, rule CAMPUS-6)', () => {
  it('tells the company: one h1, its figures, values, history and business under their own headings', async () => {
    openPage(ABOUT);
    expect(await screen.findByRole('heading', { level: 1, name: '关于我们' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/全国拥有 3000 余家门店/)).toBeInTheDocument();

    for (const figure of KEY_FIGURES) {
      const term = screen.getByText(figure.label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(`${figure.value}${figure.unit}`);
    }

    const sections = ['我们是谁', '我们的价值观', '发展历程', '业务版图'];
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();

    const values = screen.getByRole('region', { name: '我们的价值观' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(VALUES.map((v) => v.title));

    const history = screen.getByRole('region', { name: '发展历程' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(MILESTONES.length);
    expect(within(history).getByText('2004')).toBeInTheDocument();
    expect(within(history).getByText(/门店覆盖 28 个省份/)).toBeInTheDocument();

    const business = screen.getByRole('region', { name: '业务版图' });
    for (const line of BUSINESS_LINES) {
      const facts = within(business).getByRole('list', { name: `${line.title}概况` });
      expect(
        within(facts)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...line.facts]);
    }
  });

  it('leads on to the campus jobs, the training and the trends', async () => {
    openPage(ABOUT);
    const next = await screen.findByRole('navigation', { name: '加入我们' }, ERROR_TIMEOUT);
    expect(within(next).getByRole('link', { name: /校招职位/ })).toHaveAttribute('href', `${SCHOOL}/job`);
    expect(within(next).getByRole('link', { name: /了解培养体系/ })).toHaveAttribute('href', `${SCHOOL}/knowMore`);
    expect(within(next).getByRole('link', { name: /招聘动态/ })).toHaveAttribute('href', `${SCHOOL}/trends`);
  });
});
