/** Fault switches for QA and demos (issue 4): read by every handler. */
/** `odd-rows`: the first rows of a list with an unknown level, null or string figures, an unknown status, no id. */
export type MockFaultKind = 'network' | '500' | '401' | 'code' | 'slow' | 'odd-rows' | WrongShapeKind;

/**
 * A success envelope around data of the wrong shape (issue 10): what a server whose answer changed
 * would send. The keys go on the wire as they are (snake_case).
 */
export const WRONG_SHAPES = {
  'shape-null': null,
  'shape-object': {},
  'shape-array': [],
  'shape-string': 'x',
  'shape-list-null': { list: null, total: 3, page: 1, page_size: 10 },
} as const;
export type WrongShapeKind = keyof typeof WRONG_SHAPES;

export function isWrongShapeKind(kind: string): kind is WrongShapeKind {
  return Object.hasOwn(WRONG_SHAPES, kind);
}

export interface MockFault {
  /** A substring of the request path, or '*' for every call. */
  match: string;
  kind: MockFaultKind;
}

/** Local-storage key of the fault switches (JSON array of MockFault). */
export const MOCK_FAULTS_STORAGE_KEY = 'mockFaults';
const KINDS: readonly MockFaultKind[] = [
  'network',
  '500',
  '401',
  'code',
  'slow',
  'odd-rows',
  ...(Object.keys(WRONG_SHAPES) as WrongShapeKind[]),
];

let memory: MockFault[] = [];

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isFault(value: unknown): value is MockFault {
  if (!value || typeof value !== 'object') return false;
  const { match, kind } = value as Record<string, unknown>;
  return typeof match === 'string' && typeof kind === 'string' && (KINDS as readonly string[]).includes(kind);
}

/**
 * The active faults: local storage where there is one (so QA can edit it by hand, and removing the key
 * switches the faults off at once, without a reload), else memory.
 */
export function getMockFaults(): MockFault[] {
  const store = storage();
  if (!store) return memory;
  const raw = store.getItem(MOCK_FAULTS_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFault) : [];
  } catch {
    return [];
  }
}

/** Sets the active faults (vitest, or the `?mockFault=` parameter). An empty list switches them off. */
export function setMockFaults(faults: MockFault[]): void {
  memory = faults.filter(isFault);
  const store = storage();
  if (!store) return;
  if (memory.length === 0) store.removeItem(MOCK_FAULTS_STORAGE_KEY);
  else store.setItem(MOCK_FAULTS_STORAGE_KEY, JSON.stringify(memory));
}

export function clearMockFaults(): void {
  setMockFaults([]);
}

/** The first fault that applies to a path. */
export function faultFor(pathname: string): MockFault | undefined {
  return getMockFaults().find((fault) => fault.match === '*' || pathname.includes(fault.match));
}

/**
 * Parses `?mockFault=kind:match[,kind:match…]` (e.g. `network:position_demand`, `500:*`);
 * `?mockFault=off` or an empty value gives no faults.
 */
export function parseFaultParam(value: string): MockFault[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== 'off')
    .map((part) => {
      const at = part.indexOf(':');
      return { kind: (at < 0 ? part : part.slice(0, at)) as MockFaultKind, match: at < 0 ? '*' : part.slice(at + 1) || '*' };
    })
    .filter(isFault);
}
