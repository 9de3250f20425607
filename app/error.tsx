'use client';

// Errors below the root layout that app/(site)/error.tsx does not catch land here; both render inside
// the site frame (app/layout.tsx). Errors in the frame itself reach app/global-error.tsx. Same screen.
export { default } from './(site)/error';
