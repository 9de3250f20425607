import { render } from '@testing-library/react';
import { keepHyphens } from './keepHyphens';

describe('keepHyphens', () => {
  it('wraps each hyphenated word in a nowrap span and keeps the text as written', () => {
    const { container } = render(<p>{keepHyphens('Your F-1 visa, I-20 and post-study work at top-rated universities')}</p>);
    expect(container.textContent).toBe('Your F-1 visa, I-20 and post-study work at top-rated universities');
    expect([...container.querySelectorAll('.keep-whole')].map((span) => span.textContent)).toEqual([
      'F-1',
      'I-20',
      'post-study',
      'top-rated',
    ]);
  });

  it('keeps the text one element, so a flex title beside its icon still wraps as one', () => {
    const { container } = render(<h3 style={{ display: 'flex' }}>{keepHyphens('Choose a PGWP-eligible programme')}</h3>);
    expect(container.querySelector('h3')!.children).toHaveLength(1);
  });

  it('leaves text without hyphenated words alone, and dashes between words too', () => {
    expect(keepHyphens('Fall (September)')).toBe('Fall (September)');
    const { container } = render(<p>{keepHyphens('16:00–17:30 - online')}</p>);
    expect(container.querySelectorAll('.keep-whole')).toHaveLength(0);
  });
});
