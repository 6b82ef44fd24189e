import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, sanitizeJobHtml, truncateText } from '@/lib/seo';

describe('htmlToText: server HTML as a meta description reads it', () => {
  it.each([
    ['<p><strong>岗位职责</strong></p><ol><li>负责门店运营</li><li>带领团队</li></ol>', '岗位职责 负责门店运营 带领团队'],
    ['第一行\n\n  第二行', '第一行 第二行'],
    ['<p>A&amp;B &lt;C&gt; &#20013;&#x6587;&nbsp;!</p>', 'A&B <C> 中文 !'],
    ['<style>p{color:red}</style><script>alert(1)</script><!-- note --><p>正文</p>', '正文'],
    ['<p>工作<b>认真</b>负责</p>', '工作认真负责'],
    ['价格 < 100 元', '价格 < 100 元'],
    ['<p>断开的<span class="x', '断开的'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('leaves unknown entities as written', () => {
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});

describe('truncateText', () => {
  it('keeps a short text and cuts a long one to the limit, ellipsis included', () => {
    expect(truncateText('短文本', 120)).toBe('短文本');
    const cut = truncateText('岗'.repeat(200), 120);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('sanitizeJobHtml: the JobPosting description keeps bare structure only', () => {
  it('keeps paragraphs, lists and bold text without attributes', () => {
    expect(sanitizeJobHtml('<p class="a" style="color:red"><strong>岗位职责</strong></p><ol><li id="x">运营</li></ol>')).toBe(
      '<p><strong>岗位职责</strong></p><ol><li>运营</li></ol>',
    );
  });

  it('drops scripts, styles, forms, SVG, images and comments; keeps the text of links and spans', () => {
    const html = [
      '<script>alert(1)</script>',
      '<style>button{display:none}</style>',
      '<form action="https://evil.example.com"><input name="phone"><button>提交</button></form>',
      '<svg onload="x()"><rect></rect></svg>',
      '<img src="x" onerror="x()">',
      '<!-- <p>hidden</p> -->',
      '<p>了解更多请看<a href="https://careers.example.com/about" onclick="x()">公司介绍</a></p>',
    ].join('');
    const out = sanitizeJobHtml(html);
    expect(out).toBe('<p>了解更多请看公司介绍</p>');
  });

  it('never lets a tag through with attributes, nor a < of text', () => {
    const out = sanitizeJobHtml('<p onmouseover="x()">a < b > c</p><div>块</div><h1>大标题</h1><h2>小标题</h2>');
    expect(out).toBe('<p>a &lt; b &gt; c</p><p>块</p><h3>大标题</h3><h3>小标题</h3>');
    // Every `<` left opens one of the kept bare tags.
    expect(out.match(/<[^>]*>/g)?.every((tag) => /^<\/?(p|br|ul|ol|li|strong|b|em|i|h[3-6])>$/.test(tag))).toBe(true);
  });

  it('makes paragraphs of plain text, escaped', () => {
    expect(sanitizeJobHtml('负责收银\n\n服务顾客 & 整理货架 <3')).toBe('<p>负责收银</p><p>服务顾客 &amp; 整理货架 &lt;3</p>');
  });

  it('keeps line breaks and entities', () => {
    expect(sanitizeJobHtml('<p>一<br/>二&nbsp;三</p>')).toBe('<p>一<br>二&nbsp;三</p>');
  });
});
