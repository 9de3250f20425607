import { sources } from './sources';
import { isHttps } from './checks';

describe('sources', () => {
  it('each have a name and an https address, and no page is listed twice', () => {
    const all = Object.entries(sources);
    expect(all.filter(([, s]) => !s.name.trim() || !isHttps(s.url)).map(([key]) => key)).toEqual([]);
    const urls = all.map(([, s]) => s.url);
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  });
});
