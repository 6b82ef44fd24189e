import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoComplete, Form, type FormInstance } from 'antd';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LimitedInput, LimitedSearch, LimitedTextArea } from '@/components/limited-input';

interface Values {
  name?: string;
  about?: string;
  level?: string;
}

/** n = 3: a weighted length of at most 6 (three Chinese characters or six letters). */
function renderForm(initialValues: Values = {}) {
  const form = createRef<FormInstance<Values>>();
  render(
    <Form ref={form} initialValues={initialValues}>
      <Form.Item label="姓名" name="name">
        <LimitedInput n={3} />
      </Form.Item>
      <Form.Item label="介绍" name="about">
        <LimitedTextArea n={3} />
      </Form.Item>
      <Form.Item label="水平" name="level">
        <AutoComplete options={[{ value: '熟练' }]}>
          <LimitedInput n={3} />
        </AutoComplete>
      </Form.Item>
    </Form>,
  );
  return { values: () => form.current?.getFieldsValue() ?? {} };
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

describe('LimitedInput: text fields stop at their length limit (rules VAL-17, VAL-21, VAL-22)', () => {
  it('stops accepting typed characters at 2n, a Chinese character counting 2', async () => {
    const { values } = renderForm();
    await userEvent.type(field('姓名'), 'ab张c三');
    expect(field('姓名')).toHaveValue('ab张c');
    expect(values().name).toBe('ab张c');
    await userEvent.type(field('姓名'), 'd');
    expect(field('姓名')).toHaveValue('ab张cd');
    await userEvent.type(field('姓名'), 'e');
    expect(values().name).toBe('ab张cd');
  });

  it('refuses a keystroke in the middle of a full value and keeps the caret where it was', async () => {
    renderForm({ name: 'abcdef' });
    const input = field('姓名');
    await userEvent.type(input, 'X', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('abcdef');
    expect(input.selectionStart).toBe(2);
  });

  it('cuts a paste to the room that is left, keeping the text after the caret', async () => {
    const { values } = renderForm({ name: 'ab' });
    const input = field('姓名');
    act(() => {
      input.focus();
      input.setSelectionRange(1, 1);
    });
    await userEvent.paste('你好世界');
    expect(input).toHaveValue('a你好b');
    expect(input.selectionStart).toBe(3);
    expect(values().name).toBe('a你好b');
  });

  it('lets IME composition run untouched and applies the limit to what it commits', () => {
    const { values } = renderForm({ name: 'abcd' });
    const input = field('姓名');
    fireEvent.compositionStart(input);
    // Pinyin being composed is longer than the room left: it must not be cut mid-composition.
    fireEvent.change(input, { target: { value: 'abcdnihao' } });
    expect(input).toHaveValue('abcdnihao');
    fireEvent.change(input, { target: { value: 'abcd你好' } });
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('abcd你');
    expect(values().name).toBe('abcd你');
  });

  it('lets a value already over the limit be edited down, never up', async () => {
    const { values } = renderForm({ name: '超出限制了' });
    const input = field('姓名');
    await userEvent.type(input, '啊');
    expect(input).toHaveValue('超出限制了');
    await userEvent.type(input, '{Backspace}');
    expect(values().name).toBe('超出限制');
  });

  it('limits a text area and counts its weighted length (rule VAL-24)', async () => {
    const { values } = renderForm();
    await userEvent.type(screen.getByLabelText('介绍'), '一二三四');
    expect(values().about).toBe('一二三');
    expect(screen.getByText('6 / 6')).toBeInTheDocument();
  });

  it('applies the limit to what an IME commits in a text area too', () => {
    const { values } = renderForm({ about: 'abcd' });
    const area = screen.getByLabelText('介绍');
    fireEvent.compositionStart(area);
    fireEvent.change(area, { target: { value: 'abcdhaode' } });
    expect(area).toHaveValue('abcdhaode');
    fireEvent.change(area, { target: { value: 'abcd好的' } });
    fireEvent.compositionEnd(area);
    expect(area).toHaveValue('abcd好');
    expect(values().about).toBe('abcd好');
  });

  it('limits the input inside an AutoComplete', async () => {
    const { values } = renderForm();
    await userEvent.type(screen.getByRole('combobox', { name: '水平' }), 'CET-6 高级');
    await waitFor(() => expect(values().level).toBe('CET-6 '));
    expect(screen.getByRole('combobox', { name: '水平' })).toHaveValue('CET-6 ');
  });

  it('limits a search box held in component state', async () => {
    function Search() {
      const [value, setValue] = useState('');
      return <LimitedSearch n={2} aria-label="关键词" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Search />);
    await userEvent.type(screen.getByRole('searchbox', { name: '关键词' }), '店长助理');
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('店长');
  });
});
