import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { BASE, FRAMING_PORT, ORIGIN } from './served';

// A page of another origin (another host name and port) that puts the portal in a frame.
const FRAMER = `http://localhost:${FRAMING_PORT}`;
let framer: Server;

test.beforeAll(async () => {
  framer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>framer</title><iframe name="portal" src="${ORIGIN}${BASE}/candidate/home" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(FRAMING_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  framer.closeAllConnections();
  await new Promise<void>((resolve) => framer.close(() => resolve()));
});

test('a page in another origin cannot frame the portal', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  const portalAnswer = page.waitForResponse((response) => response.url() === `${ORIGIN}${BASE}/candidate/home`);
  await page.goto(FRAMER);

  // nginx answered the frame's request, with the policy that forbids any ancestor.
  const answer = await portalAnswer;
  expect(answer.status()).toBe(200);
  expect((await answer.allHeaders())['content-security-policy']).toContain("frame-ancestors 'none'");

  // Chromium refused to render it: the frame holds its error page, never the portal. The frame is read through its
  // element: looked up by name, a refused frame was once not found (its error page does not always keep the name).
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  const iframe = page.locator('iframe[name="portal"]');
  await expect
    .poll(async () => {
      const url = (await (await iframe.elementHandle())?.contentFrame())?.url();
      if (url === undefined) return 'no frame';
      return url.includes(BASE) ? 'the portal' : 'not the portal';
    })
    .toBe('not the portal');
  await expect(page.frameLocator('iframe[name="portal"]').locator('#root')).toHaveCount(0);
});
