import type { Page } from '@playwright/test';

/** The evaluation's save call (PUT), as the fill-in page sends it. */
const PUT_PATH = '/interview/evaluation';

/** Counts the PUTs of evaluations the page sends from now on. */
export function countPuts(page: Page): () => number {
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith(PUT_PATH)) puts += 1;
  });
  return () => puts;
}

/** The fill-in page's form. */
export const evaluationForm = (page: Page) => page.getByRole('form', { name: '面试评价表' });

/** A dimension's score radios. */
export const scoreGroup = (page: Page, name: string) => page.getByRole('radiogroup', { name: new RegExp(name) });
