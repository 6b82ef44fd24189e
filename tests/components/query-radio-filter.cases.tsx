import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QueryRadioFilter, type QueryRadioFilterProps } from '@/components/query-radio-filter';

type Size = 1 | 2;
const SIZES: readonly Size[] = [1, 2];
const parseSize = (raw: string | null) => SIZES.find((size) => String(size) === raw);
const OPTIONS = [
  { value: 1 as const, label: '小' },
  { value: 2 as const, label: '大' },
];

/** The filter alone on a page at `entry`; the router tells where a choice led. */
function renderFilter(entry: string, others?: QueryRadioFilterProps<Size>['others']) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <QueryRadioFilter param="size" parse={parseSize} label="按大小筛选" allLabel="全部" options={OPTIONS} others={others} />
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, search: () => router.state.location.search };
}

const radio = (name: string) => screen.getByRole('radio', { name });
// antd's button-style radio hides its input from the pointer (the label takes the click), as in a browser.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('QueryRadioFilter: a radio filter whose value lives in the address', () => {
  it('is a named group of radios, "all" first, checked by the parameter as the parse function reads it', () => {
    renderFilter('/list?size=2');
    const group = screen.getByRole('radiogroup', { name: '按大小筛选' });
    expect([...group.querySelectorAll('input[type=radio]')].map((input) => input.getAttribute('value'))).toEqual([
      'all',
      '1',
      '2',
    ]);
    expect(radio('大')).toBeChecked();
  });

  it('shows "all" without the parameter or with a value the parse function rejects', () => {
    renderFilter('/list?size=9');
    expect(radio('全部')).toBeChecked();
  });

  it('writes a choice to the address as a new entry, keeps the other parameters and goes back to page 1', async () => {
    const { router, search } = renderFilter('/list?q=a&page=3');
    await user().click(radio('小'));
    await waitFor(() => expect(search()).toBe('?q=a&size=1'));
    expect(radio('小')).toBeChecked();
    await user().click(radio('全部'));
    await waitFor(() => expect(search()).toBe('?q=a'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(radio('小')).toBeChecked());
  });

  it('drops the other parameters when told to', async () => {
    const { search } = renderFilter('/list?q=a&page=3', 'drop');
    await user().click(radio('大'));
    await waitFor(() => expect(search()).toBe('?size=2'));
  });

  it('moves the choice with the arrow keys', async () => {
    const { search } = renderFilter('/list');
    radio('全部').focus();
    await user().keyboard('{ArrowRight}');
    await waitFor(() => expect(search()).toBe('?size=1'));
    expect(radio('小')).toHaveFocus();
  });
});
