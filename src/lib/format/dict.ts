/** The enabled flags a dictionary item may carry, depending on the service that sent it. */
export interface DictEnabledFlags {
  disabled?: boolean | null;
  isEnabled?: boolean | null;
  is_enabled?: boolean | null;
}

/**
 * True when a dictionary item is enabled (rule CONST-21): `disabled` is false, `isEnabled` is true or
 * `is_enabled` is true. An item with none of these flags counts as disabled, as the spec reads.
 */
export function isDictEnabled(item: DictEnabledFlags): boolean {
  return item.disabled === false || item.isEnabled === true || item.is_enabled === true;
}
