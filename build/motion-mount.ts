// rc-motion re-renders every motion right after it mounts, synchronously, inside the task that commits the page
// (issue 24, docs/decisions/095).
//
// Every antd Button without an icon holds a hidden CSSMotion for its loading icon. On mount, rc-motion's status hook
// sets two states in a layout effect: the visibility it starts with undefined (so `false` is a change), and the status
// through a reducer that re-renders even when the status is the same. Both are sync updates, and React then runs the
// whole commit's passive effects (TanStack subscriptions, antd's CSS variables) inside the same task before rendering
// them: 25–60 ms at 4× CPU on every page, all for a re-render that changes nothing. This transform starts a motion
// that does not animate on mount (hidden, or shown without an appear motion: antd's open Collapse panel) with the
// visibility that effect would set, and sets the status only when it changes. A motion that animates on mount, and
// every later change, run as before.
import { modulePatch, occursOnce } from './module-patch.ts';

/** rc-motion's status hook, as CSSMotion imports it. */
export const MOTION_STATUS_MODULE = /[\\/]@rc-component[\\/]motion[\\/]es[\\/]hooks[\\/]useStatus\.js$/;

const VISIBILITY = 'const [asyncVisible, setAsyncVisible] = React.useState();';
// The visibility the mount's layout effect would set, where that effect starts no motion: shown without an appear motion,
// or hidden without an immediate leave. Otherwise undefined, as before.
const VISIBILITY_QUIET_FIRST =
  'const [asyncVisible, setAsyncVisible] = React.useState(visible ? (motionAppear ? undefined : true) : (motionLeaveImmediately ? undefined : false));';
const STATUS_RESET =
  '    } else {\n      // Set back in case no motion but prev status has prepare step\n      setStatus(STATUS_NONE);\n    }';
const STATUS_RESET_WHEN_CHANGED =
  '    } else if (getStatus() !== STATUS_NONE) {\n      // Set back in case no motion but prev status has prepare step\n      setStatus(STATUS_NONE);\n    }';

/**
 * rc-motion's status hook without the re-render after a motion mounts without animating. Throws when the module no
 * longer reads as expected (an rc-motion update): the build stops instead of quietly re-rendering again.
 */
export function quietMotionMount(code: string): string {
  if (!occursOnce(code, VISIBILITY) || !occursOnce(code, STATUS_RESET) || code.indexOf(VISIBILITY) > code.indexOf(STATUS_RESET)) {
    throw new Error('build/motion-mount.ts: rc-motion’s status hook has changed; check the transform');
  }
  return code.replace(VISIBILITY, VISIBILITY_QUIET_FIRST).replace(STATUS_RESET, STATUS_RESET_WHEN_CHANGED);
}

/** Applies `quietMotionMount` to rc-motion's status hook in a build. */
export const motionQuietMount = () => modulePatch('motion-quiet-mount', MOTION_STATUS_MODULE, quietMotionMount);
