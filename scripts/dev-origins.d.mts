// Types for scripts/dev-origins.mjs.
import type { networkInterfaces } from 'node:os';

export function devOrigins(interfaces?: ReturnType<typeof networkInterfaces>): string[];
export function lanAddresses(interfaces?: ReturnType<typeof networkInterfaces>): string[];
