import { act, fireEvent, render, screen } from '@testing-library/react';
import { timing } from '@/content/timing';
import { searchSite } from '@/lib/search';
import { SearchPanel } from './SearchPanel';

jest.mock('@/lib/search', () => ({ searchSite: jest.fn(), preloadSearch: jest.fn() }));
const search = jest.mocked(searchSite);

const hits = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ url: `/page-${from + i}`, title: `Page ${from + i}`, excerpt: `about <mark>visa</mark> ${from + i}` }));
const pageOf = (total: number) => ({ total, load: jest.fn(async (from: number, to: number) => hits(Math.min(to, total) - from, from)) });

beforeEach(() => {
  jest.useFakeTimers();
  search.mockReset();
});
afterEach(() => jest.useRealTimers());

const type = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search the site' }), { target: { value: text } });
const flush = () => act(async () => {});

test('searches once the visitor pauses, not on every keystroke, and reports each query searched', async () => {
  search.mockResolvedValue(pageOf(3));
  const onSearch = jest.fn();
  render(<SearchPanel onSearch={onSearch} />);
  expect(screen.getByRole('status')).toHaveTextContent('Search destinations, services, test preparation, FAQs and news.');
  type('v');
  type('vi');
  type('visa');
  act(() => jest.advanceTimersByTime(timing.searchDebounceMs - 1));
  expect(search).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toHaveTextContent('Searching for “visa”…');
  await flush();
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith('visa');
  expect(onSearch).toHaveBeenCalledWith('visa');
  expect(screen.getByRole('status')).toHaveTextContent('3 results for “visa”');
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/page-0', '/page-1', '/page-2']);
});

test('the initial query is searched without being reported back; a stale answer never replaces a newer one', async () => {
  let answerFirst: (page: ReturnType<typeof pageOf>) => void = () => {};
  search.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce(pageOf(1));
  const onSearch = jest.fn();
  render(<SearchPanel initialQuery="ielts" onSearch={onSearch} />);
  expect(screen.getByRole('searchbox')).toHaveValue('ielts');
  type('pte');
  act(() => jest.advanceTimersByTime(timing.searchDebounceMs));
  await flush();
  expect(screen.getByRole('status')).toHaveTextContent('1 result for “pte”');
  await act(async () => answerFirst(pageOf(5)));
  expect(screen.getByRole('status')).toHaveTextContent('1 result for “pte”');
  expect(onSearch.mock.calls).toEqual([['pte']]);
});

test('eight results at first, "Show more results" adds eight and focuses the first new one', async () => {
  search.mockResolvedValue(pageOf(12));
  render(<SearchPanel initialQuery="canada" />);
  await flush();
  expect(screen.getAllByRole('listitem')).toHaveLength(8);
  fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
  await flush();
  expect(screen.getAllByRole('listitem')).toHaveLength(12);
  expect(screen.getByRole('link', { name: 'Page 8' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
});

test('a failure says so, keeps the words, and "Try again" searches again', async () => {
  search.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(pageOf(0));
  render(<SearchPanel initialQuery="visa" />);
  await flush();
  expect(screen.getByRole('status')).toHaveTextContent('Search could not load. Check your connection and try again.');
  expect(screen.getByRole('searchbox')).toHaveValue('visa');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await flush();
  expect(search).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('status')).toHaveTextContent('No results for “visa”. Try a shorter or different word.');
});

test('Down and Up move between the box and the results', async () => {
  search.mockResolvedValue(pageOf(2));
  render(<SearchPanel initialQuery="visa" />);
  await flush();
  const box = screen.getByRole('searchbox');
  box.focus();
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(screen.getByRole('link', { name: 'Page 0' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(box).toHaveFocus();
});
