'use client';

// Errors in the site frame itself (app/(site)/layout.tsx) land here, outside the frame; errors in a
// page render inside it, through app/(site)/error.tsx. Same screen either way.
export { default } from './(site)/error';
