import { MOTION_STATUS_MODULE, quietMotionMount } from '../../build/motion-mount';
import { installedModule } from './installed-module';

/** The installed rc-motion's status hook, the one CSSMotion imports. */
const { file: statusModule, text: installed } = installedModule('@rc-component/motion', 'es', 'hooks', 'useStatus.js');

describe('rc-motion mounts a motion that does not animate without a re-render (docs/decisions/095)', () => {
  it('matches the installed status hook, and only it', () => {
    expect(MOTION_STATUS_MODULE.test(statusModule)).toBe(true);
    expect(MOTION_STATUS_MODULE.test(statusModule.replace('useStatus.js', 'useStepQueue.js'))).toBe(false);
    expect(MOTION_STATUS_MODULE.test('/x/node_modules/@rc-component/motion/lib/hooks/useStatus.js')).toBe(false);
  });

  it('starts with the visibility the mount would set when the mount starts no motion, and keeps an unchanged status', () => {
    const changed = quietMotionMount(installed);
    expect(changed).toContain(
      'React.useState(visible ? (motionAppear ? undefined : true) : (motionLeaveImmediately ? undefined : false));',
    );
    expect(changed).toContain('} else if (getStatus() !== STATUS_NONE) {\n      // Set back in case no motion');
    expect(changed).not.toContain('const [asyncVisible, setAsyncVisible] = React.useState();');
    // The names the new initial state reads are the hook's parameters, declared before it.
    const params = installed.slice(0, installed.indexOf('React.useState()'));
    for (const name of ['visible', 'motionAppear = true', 'motionLeaveImmediately']) expect(params).toContain(name);
    // Everything else stays as it was: the change is the initial state and the condition.
    const reverted = changed
      .replace(/React\.useState\(visible \?[^;]*\);/, 'React.useState();')
      .replace('} else if (getStatus() !== STATUS_NONE) {', '} else {');
    expect(reverted).toBe(installed);
  });

  it('stops the build when rc-motion no longer reads as expected', () => {
    expect(() => quietMotionMount('export default function useStatus() {}')).toThrow(/status hook has changed/);
    const reset = '      setStatus(STATUS_NONE);\n    }';
    const twice = installed.replace(
      reset,
      `${reset}\n    } else {\n      // Set back in case no motion but prev status has prepare step\n${reset}`,
    );
    expect(twice).not.toBe(installed);
    expect(() => quietMotionMount(twice)).toThrow(/status hook has changed/);
  });
});
