import { describe, expect, it } from 'vitest';
import { htmlText, jobPostingHtml, sanitizeHtml } from '@/components/sanitize-html';

/** What search engines read of server HTML, under the one profile (docs/decisions/053, 069). */
describe('htmlText: server HTML as a meta description reads it', () => {
  it.each([
    ['<p><strong>岗位职责</strong></p><ol><li>负责门店运营</li><li>带领团队</li></ol>', '岗位职责 负责门店运营 带领团队'],
    ['第一行\n\n  第二行', '第一行 第二行'],
    ['<p>A&amp;B &lt;C&gt; &#20013;&#x6587;&nbsp;!</p>', 'A&B <C> 中文 !'],
    ['<style>p{color:red}</style><script>alert(1)</script><!-- note --><p>正文</p>', '正文'],
    ['<p>工作<b>认真</b>负责</p>', '工作认真负责'],
    ['<div>一</div><div>二</div><h2>三</h2>四<br>五', '一 二 三 四 五'],
    ['价格 < 100 元', '价格 < 100 元'],
    ['<p>断开的<span class="x', '断开的'],
    ['&unknown; stays', '&unknown; stays'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(htmlText(html)).toBe(text);
  });

  it('reads what the page shows: the text the strict profile keeps, nothing it drops', () => {
    const html = '<p>职责</p><svg><text>svg</text></svg><iframe src="https://evil.example.com">框</iframe><form>表单</form>';
    expect(htmlText(html)).toBe(htmlText(sanitizeHtml(html)));
    expect(htmlText(html)).not.toMatch(/svg|框/);
  });
});

describe('jobPostingHtml: a JobPosting description keeps bare structure only', () => {
  it('keeps paragraphs, lists and bold text without attributes', () => {
    expect(jobPostingHtml('<p class="a" style="color:red"><strong>岗位职责</strong></p><ol><li id="x">运营</li></ol>')).toBe(
      '<p><strong>岗位职责</strong></p><ol><li>运营</li></ol>',
    );
  });

  it('drops scripts, styles, inputs, SVG, images and comments; keeps the text of links and spans', () => {
    const html = [
      '<script>alert(1)</script>',
      '<style>button{display:none}</style>',
      '<form action="https://evil.example.com"><input name="phone"></form>',
      '<svg onload="x()"><rect></rect></svg>',
      '<img src="x" onerror="x()">',
      '<!-- <p>hidden</p> -->',
      '<p>了解更多请看<a href="https://careers.example.com/about" onclick="x()"><span>公司介绍</span></a></p>',
    ].join('');
    expect(jobPostingHtml(html)).toBe('<p>了解更多请看公司介绍</p>');
  });

  it('never lets a tag through with an attribute, nor a < of text; page headings become h3, a div a paragraph', () => {
    const out = jobPostingHtml('<p onmouseover="x()">a < b > c</p><div>块</div><h1>大标题</h1><h2 title="t">小标题</h2>');
    expect(out).toBe('<p>a &lt; b &gt; c</p><p>块</p><h3>大标题</h3><h3>小标题</h3>');
    // Every `<` left opens one of the kept bare tags.
    expect(out.match(/<[^>]*>/g)?.every((tag) => /^<\/?(p|br|ul|ol|li|strong|b|em|i|h[3-6])>$/.test(tag))).toBe(true);
  });

  it('unwraps a div that holds blocks, and a table, keeping their text in order', () => {
    expect(jobPostingHtml('<div><p>一</p><ul><li>二</li></ul></div>')).toBe('<p>一</p><ul><li>二</li></ul>');
    expect(jobPostingHtml('<table><tr><td>时间</td><td>周一</td></tr></table>')).toBe('<p>时间</p><p>周一</p>');
  });

  it('makes paragraphs of plain text, escaped', () => {
    expect(jobPostingHtml('负责收银\n\n服务顾客 & 整理货架 <3')).toBe('<p>负责收银</p><p>服务顾客 &amp; 整理货架 &lt;3</p>');
  });

  it('keeps line breaks and entities', () => {
    expect(jobPostingHtml('<p>一<br/>二&nbsp;三</p>')).toBe('<p>一<br>二&nbsp;三</p>');
  });

  it('is empty for nothing but white space or dropped content', () => {
    expect(jobPostingHtml('')).toBe('');
    expect(jobPostingHtml(' \n ')).toBe('');
    expect(jobPostingHtml('<script>alert(1)</script>')).toBe('');
  });
});
