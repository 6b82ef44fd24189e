import { render, screen } from '@testing-library/react';
import { RichText } from '@/components/rich-text';
import { sanitizeHtml } from '@/components/sanitize-html';
import { BASE } from '@/lib/config/paths';

const JOB =
  '<p>岗位职责：</p><ul><li>负责<strong>门店运营</strong></li><li>带领团队</li></ul><p>详见<a href="https://careers.example.com/about">公司介绍</a></p>';

describe('the strict profile of server HTML (docs/decisions/053)', () => {
  it.each<[string, string, RegExp]>([
    ['a style element', '<style>.apply{display:none}</style><p>a</p>', /<style/i],
    ['a style attribute', '<p style="position:fixed;inset:0">加微信缴费</p>', /style=/i],
    [
      'a form with an input',
      '<form action="https://evil.example.com"><input name="pwd"><button>提交</button></form>',
      /<(form|input|button)/i,
    ],
    ['an SVG', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', /<svg|javascript:/i],
    ['MathML', '<math><mi>x</mi></math>', /<math/i],
    ['an onerror image', '<img src="x" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /href="data:/i],
    ['an iframe', '<iframe src="https://evil.example.com"></iframe>', /<iframe/i],
    ['class and id', '<p class="ant-btn" id="root">x</p>', /class=|id=/i],
  ])('removes %s', (_name, html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it('opens another site safely and keeps a link of the portal in place', () => {
    const html = sanitizeHtml(`<a href="https://evil.example.com/x" target="_self">a</a><a href="${BASE}/candidate/home">b</a>`);
    expect(html).toContain('<a href="https://evil.example.com/x" target="_blank" rel="noopener noreferrer">a</a>');
    expect(html).toContain(`<a href="${BASE}/candidate/home">b</a>`);
  });

  it('a job description shows its list, bold text and link as before', () => {
    render(<RichText value={JOB} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('门店运营').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '公司介绍' })).toHaveAttribute('href', 'https://careers.example.com/about');
  });
});
