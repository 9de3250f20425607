'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '@/lib/keystatic';

/** Keystatic's editor app, over the whole window. */
const KeystaticApp = makePage(config);

export function Editor() {
  return <KeystaticApp />;
}
