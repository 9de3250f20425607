'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '@/lib/keystatic';

/** Keystatic's editor app, over the whole window (it renders inside the site's root layout). */
const KeystaticApp = makePage(config);

export function Editor() {
  return (
    // Above the site's header and footer, which the root layout puts around every route.
    <div style={{ position: 'fixed', inset: 0, zIndex: 2147483647, overflow: 'auto', background: '#fff' }}>
      <KeystaticApp />
    </div>
  );
}
