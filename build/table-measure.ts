// rc-table measures the scrollbar whenever a table mounts, and only tables with a fixed or sticky header use the figure
// (issue 24, docs/decisions/094).
//
// The measurement (`getTargetScrollBarSize`) inserts a style element and a scrolling box and reads its size: a forced
// style recalculation and layout of the whole page, inside the task that commits the table. On the ranking and the
// interview list it took ~100 ms at 4× CPU, as soon as the rows arrived. The figure pads the fixed header's last column
// (FixedHolder, the fixed header's body, an expanded row under a fixed header); no table of the portal has one. This
// transform runs rc-table's measuring effect only while the table has such a header, and again when it gets one.
import { modulePatch } from './module-patch.ts';

/** rc-table's Table module, as antd's Table imports it. */
export const TABLE_MODULE = /[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/;

const MEASURING_EFFECT = '  useLayoutEffect(() => {\n    if (!tailor || !useInternalHooks) {\n';
const MEASURING_EFFECT_END = '\n  }, []);\n';
const WHEN_USED = '  useLayoutEffect(() => {\n    if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {\n';
const WHEN_USED_END = '\n  }, [fixHeader, isSticky]);\n';

/**
 * rc-table's Table module with its scrollbar measuring effect run only while a fixed or sticky header uses the figure.
 * Throws when the module no longer reads as expected (an rc-table update): the build stops instead of measuring again.
 */
export function measureForFixedHeadersOnly(code: string): string {
  const at = code.indexOf(MEASURING_EFFECT);
  const end = at < 0 ? -1 : code.indexOf(MEASURING_EFFECT_END, at);
  const body = end < 0 ? '' : code.slice(at + MEASURING_EFFECT.length, end);
  const measuresOnce = code.split('getTargetScrollBarSize(').length - 1 === body.split('getTargetScrollBarSize(').length - 1;
  if (!body.includes('getTargetScrollBarSize(') || !measuresOnce || code.indexOf(MEASURING_EFFECT, at + 1) >= 0) {
    throw new Error('build/table-measure.ts: rc-table’s scrollbar measuring effect has changed; check the transform');
  }
  return code.slice(0, at) + WHEN_USED + body + WHEN_USED_END + code.slice(end + MEASURING_EFFECT_END.length);
}

/** Applies `measureForFixedHeadersOnly` to rc-table's Table module in a build. */
export const tableMeasureWhenUsed = () => modulePatch('table-measure-when-used', TABLE_MODULE, measureForFixedHeadersOnly);
