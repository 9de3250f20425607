/** The phone field's metadata and interactive field (phoneRuntime.ts), fetched once per page. */
export type PhoneRuntime = typeof import('./phoneRuntime');

let loading: Promise<PhoneRuntime> | null = null;

/** Starts the fetch (once; again after a failure) and resolves with the runtime. */
export function loadPhoneRuntime(): Promise<PhoneRuntime> {
  loading ??= import('./phoneRuntime').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
