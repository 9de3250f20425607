import { expect, type Page } from '@playwright/test';

// The served Content-Security-Policy (scripts/build/headers.mjs), as a page reports it.

declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; sample: string }[];
  }
}

/** Records the page's CSP violations from before its first script. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

/** The CSP violations the page reported since it loaded (after watchCsp). */
export const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** The CSP's script-src and what it must never allow. */
export function expectStrictScripts(csp: string, path: string) {
  // 'wasm-unsafe-eval' is the site search's WebAssembly; JavaScript eval stays off.
  expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp, path).not.toContain("'unsafe-eval'");
  expect(csp, path).not.toContain("'unsafe-inline' 'sha256");
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src')), path).not.toContain('unsafe-inline');
}
