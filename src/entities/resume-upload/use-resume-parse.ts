import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  getResumeParseResult,
  resumeQueries,
  uploadResumeForParse,
  type ResumeParseResult,
  type ResumeParseStatus,
} from '@/api/resume';
import { generateId } from '@/lib/format';
import { PARSE_ERROR_MESSAGES, PARSE_TIMEOUT_MESSAGE } from './parse-messages';

/** The page shows the one message of a failure itself (rule HTTP-7, see 034). */
const QUIET = { noMessage: true } as const;

/** How often the parse status is asked for, and how many times before giving up (about a minute). */
export const PARSE_POLL_MS = 1000;
export const PARSE_MAX_POLLS = 60;

export type ResumeParseState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string }
  | { phase: 'parsing'; fileName: string; uuid: string; polls: number }
  | { phase: 'done'; fileName: string; uuid: string; result: ResumeParseResult }
  | { phase: 'failed'; fileName: string; message: string };

/**
 * Uploads a resume file under a fresh 32-hex uuid and polls GET /resume/parse about every second:
 * 0 keeps polling, 1 and 2 are done, −1…−4 (or a failed call, or about a minute) fail with a message. The
 * message is the panel's alone: the calls show no toast of their own (rules HTTP-7, CAND-13).
 */
export function useResumeParse() {
  const [upload, setUpload] = useState<{ fileName: string; uuid: string; started: boolean; failed?: string }>();

  const [polls, setPolls] = useState(0);
  const poll = useQuery({
    ...resumeQueries.parse(upload?.uuid),
    queryFn: () => {
      setPolls((count) => count + 1);
      // The panel tells a failed poll itself (rule HTTP-7): no toast on top of it.
      return getResumeParseResult(upload?.uuid ?? '', QUIET);
    },
    enabled: Boolean(upload?.started && !upload.failed),
    refetchInterval: (query) => (query.state.data?.status === 0 && polls < PARSE_MAX_POLLS ? PARSE_POLL_MS : false),
    retry: false,
    gcTime: 0,
  });

  const start = useCallback((file: File) => {
    const uuid = generateId();
    setPolls(0);
    setUpload({ fileName: file.name, uuid, started: false });
    uploadResumeForParse(uuid, file, QUIET).then(
      () => setUpload((current) => (current?.uuid === uuid ? { ...current, started: true } : current)),
      () => setUpload((current) => (current?.uuid === uuid ? { ...current, failed: PARSE_TIMEOUT_MESSAGE } : current)),
    );
  }, []);

  const reset = useCallback(() => setUpload(undefined), []);

  let state: ResumeParseState = { phase: 'idle' };
  if (upload) {
    const { fileName, uuid } = upload;
    const data = poll.data;
    if (upload.failed) state = { phase: 'failed', fileName, message: upload.failed };
    else if (!upload.started) state = { phase: 'uploading', fileName };
    else if (poll.isError) state = { phase: 'failed', fileName, message: PARSE_TIMEOUT_MESSAGE };
    else if (data && (data.status === 1 || data.status === 2)) state = { phase: 'done', fileName, uuid, result: data };
    else if (data && isParseError(data.status)) state = { phase: 'failed', fileName, message: PARSE_ERROR_MESSAGES[data.status] };
    else if (data && polls >= PARSE_MAX_POLLS) state = { phase: 'failed', fileName, message: PARSE_TIMEOUT_MESSAGE };
    else state = { phase: 'parsing', fileName, uuid, polls: polls };
  }
  return { state, start, reset };
}

function isParseError(status: ResumeParseStatus): status is -1 | -2 | -3 | -4 {
  return status < 0;
}
