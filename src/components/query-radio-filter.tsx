import { Radio } from 'antd';
import { useSearchParams } from 'react-router-dom';

/** The radio value of the choice that writes no parameter. */
const ALL = 'all';

export interface QueryRadioOption<V extends string | number> {
  value: V;
  label: string;
}

export interface QueryRadioFilterProps<V extends string | number> {
  /** The query parameter that holds the choice; no parameter means "all". */
  param: string;
  /** Reads the parameter, the same function the page reads it with, so the radios and the list agree. */
  parse: (raw: string | null) => V | undefined;
  /** The group's accessible name. */
  label: string;
  /** The label of the first choice, the one that writes no parameter. */
  allLabel: string;
  options: readonly QueryRadioOption<V>[];
  /**
   * What a new choice does to the rest of the address: `keep` the other parameters, or `drop` them. Either way the
   * list starts again at its first page (`page` goes).
   */
  others?: 'keep' | 'drop';
}

/**
 * A list's filter whose value lives in the address (`?param=value`), so Back and a reload keep it: native radios
 * (arrow keys move between them), shown as buttons. A choice is a new history entry.
 */
export function QueryRadioFilter<V extends string | number>({
  param,
  parse,
  label,
  allLabel,
  options,
  others = 'keep',
}: QueryRadioFilterProps<V>) {
  const [params, setParams] = useSearchParams();
  const value = parse(params.get(param));
  return (
    <Radio.Group
      role="radiogroup"
      aria-label={label}
      optionType="button"
      buttonStyle="solid"
      options={[{ value: ALL, label: allLabel }, ...options.map((option) => ({ ...option, value: String(option.value) }))]}
      value={value === undefined ? ALL : String(value)}
      onChange={(event) => {
        const picked = String(event.target.value);
        setParams((current) => {
          const query = new URLSearchParams(others === 'keep' ? current : undefined);
          query.delete('page');
          if (picked === ALL) query.delete(param);
          else query.set(param, picked);
          return query;
        });
      }}
    />
  );
}
