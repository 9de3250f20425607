import { readTicks, ticksKey, writeTicks } from './checklistTicks';

/** An in-memory Storage, optionally refusing writes as a full or blocked one does. */
function memoryStore(refuse = false) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

const known = ['passport', 'cas', 'funds'];

describe('visa checklist ticks', () => {
  it('saves and reads back the ticked documents per destination', () => {
    const store = memoryStore();
    expect(writeTicks(store, 'uk', ['passport', 'funds'])).toBe(true);
    expect(readTicks(store, 'uk', known)).toEqual(['passport', 'funds']);
    expect(readTicks(store, 'usa', known)).toEqual([]);
    expect(store.data.get(ticksKey('uk'))).toBe('["passport","funds"]');
  });

  it('clears a destination by removing its key', () => {
    const store = memoryStore();
    writeTicks(store, 'uk', ['passport']);
    writeTicks(store, 'uk', []);
    expect(store.data.has(ticksKey('uk'))).toBe(false);
    expect(readTicks(store, 'uk', known)).toEqual([]);
  });

  it('drops ids the checklist no longer has and survives damaged or missing storage', () => {
    const store = memoryStore();
    store.data.set(ticksKey('uk'), '["passport","old-form"]');
    expect(readTicks(store, 'uk', known)).toEqual(['passport']);
    store.data.set(ticksKey('uk'), '{not json');
    expect(readTicks(store, 'uk', known)).toEqual([]);
    store.data.set(ticksKey('uk'), '"passport"');
    expect(readTicks(store, 'uk', known)).toEqual([]);
    expect(readTicks(null, 'uk', known)).toEqual([]);
  });

  it('reports a browser that refuses to store', () => {
    expect(writeTicks(memoryStore(true), 'uk', ['passport'])).toBe(false);
    expect(writeTicks(null, 'uk', ['passport'])).toBe(false);
  });
});
