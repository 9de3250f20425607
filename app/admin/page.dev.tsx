import type { Route } from 'next';
import { redirect } from 'next/navigation';

/** /admin, the address marketers remember, opens the editor (development only, as the editor is). */
export default function AdminPage() {
  // Typed routes are generated from the build's routes, which leave the editor out.
  redirect('/keystatic' as Route);
}
