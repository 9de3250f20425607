// Kept apart from lib/format.ts, which the contact page's script carries: only the tools that read typed numbers load this.
/**
 * A number a visitor typed into a tool ("20,00,000", "₹ 25,00,000", "10.5 %"): the digits read however
 * they are grouped, or why they cannot be used. Each tool words its own error.
 */
export function readTypedNumber(text: string, { min, max }: { min: number; max: number }): number | 'not a number' | 'out of range' {
  const value = Number(text.replace(/[,\s₹%]/g, ''));
  if (text.trim() === '' || !Number.isFinite(value)) return 'not a number';
  return value < min || value > max ? 'out of range' : value;
}
