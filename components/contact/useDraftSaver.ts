'use client';

import { useEffect, useRef } from 'react';
import { draftSaveMs } from '@/content/timing';
import { storeDraft, type ContactDraft } from '@/lib/contact';

const session = () => window.sessionStorage;

/**
 * Keeps the form's unsent draft in this tab's sessionStorage: saved when typing pauses
 * (draftSaveMs), at once when the page is hidden or left, and forgotten once sent.
 */
export function useDraftSaver() {
  const pending = useRef<ContactDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveNow = (draft: ContactDraft | null = pending.current) => {
    clearTimeout(timer.current);
    pending.current = null;
    if (draft) storeDraft(session, draft);
  };
  const saveSoon = (draft: ContactDraft) => {
    pending.current = draft;
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, draftSaveMs);
  };
  const forget = () => {
    clearTimeout(timer.current);
    pending.current = null;
    storeDraft(session, null);
  };

  // A draft waiting for a pause in typing is saved at once when the page is hidden or left.
  useEffect(() => {
    const flush = () => saveNow();
    const flushIfHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushIfHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushIfHidden);
      flush();
    };
    // saveNow reads only refs.
  }, []);

  return { saveNow, saveSoon, forget };
}
