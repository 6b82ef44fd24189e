import { toast } from '@/lib/feedback';

/** The message of a failed SDK load (rule ERR-9). */
export const SDK_LOAD_FAILED = 'sdk加载失败';

const loads = new Map<string, Promise<void>>();

/**
 * Adds an external script once per URL and resolves when it has loaded. On failure the script tag is
 * removed, the message "sdk加载失败" is shown, and the promise rejects (a later call tries again).
 */
export function loadScript(url: string): Promise<void> {
  const existing = loads.get(url);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loads.delete(url);
      toast.error(SDK_LOAD_FAILED);
      reject(new Error(SDK_LOAD_FAILED));
    };
    document.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}
