import { pickedFromSearch } from './CompareTable';

const slugs = ['usa', 'uk', 'canada', 'australia', 'europe', 'new-zealand'] as const;

describe('pickedFromSearch', () => {
  it('reads the chosen destinations from the address, in their order', () => {
    expect(pickedFromSearch('?compare=uk,usa', slugs)).toEqual(['uk', 'usa']);
    expect(pickedFromSearch('?utm_source=x&compare=new-zealand%2Ccanada', slugs)).toEqual(['new-zealand', 'canada']);
  });

  it('drops unknown and repeated slugs and keeps at most three', () => {
    expect(pickedFromSearch('?compare=uk,mars,uk,canada,europe,usa', slugs)).toEqual(['uk', 'canada', 'europe']);
    expect(pickedFromSearch('', slugs)).toEqual([]);
  });
});
