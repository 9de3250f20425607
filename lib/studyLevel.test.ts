import { defaultLevel, dependsOnLevel, levelFromSearch, tuitionFor, typicalTuition } from './studyLevel';

describe('study level', () => {
  it('is postgraduate unless the address asks for a known level', () => {
    expect(defaultLevel).toBe('postgraduate');
    expect(levelFromSearch('?level=undergraduate')).toBe('undergraduate');
    expect(levelFromSearch('?compare=usa,uk&level=postgraduate')).toBe('postgraduate');
    expect(levelFromSearch('?level=phd')).toBeNull();
    expect(levelFromSearch('')).toBeNull();
  });

  const figures = [
    { label: 'Semester fee', level: 'any' as const },
    { label: 'Bachelor’s', level: 'undergraduate' as const },
    { label: 'Master’s', level: 'postgraduate' as const },
  ];

  it('a level’s tuition is its own figures and those for any level, in the record’s order; its typical one is the first', () => {
    expect(tuitionFor(figures, 'postgraduate').map((f) => f.label)).toEqual(['Semester fee', 'Master’s']);
    expect(typicalTuition(figures, 'undergraduate')!.label).toBe('Semester fee');
    expect(typicalTuition(figures.slice(1), 'postgraduate')!.label).toBe('Master’s');
    expect(typicalTuition([], 'postgraduate')).toBeUndefined();
  });

  it('matters only where some figure is for one level', () => {
    expect(dependsOnLevel(figures)).toBe(true);
    expect(dependsOnLevel([{ level: 'any' }])).toBe(false);
  });
});
